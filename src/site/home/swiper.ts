// Swiper's core with only the fade and autoplay modules, loaded after the first slide is on screen.
export { default as Swiper } from 'swiper';
export { Autoplay, EffectFade } from 'swiper/modules';
