// Swiper's core with the gallery's modules, loaded once the product's first image is on screen.
export { default as Swiper } from 'swiper';
export { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
