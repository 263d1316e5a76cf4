import { useEffect, useRef } from 'react';
import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useShopI18n } from './i18n.ts';

/**
 * The product's images in a swiper: arrows, dots and the keyboard; one image needs none of them. Their
 * names are read in the visitor's language (swiper's own are English).
 */
export function Gallery({ images, label }: { images: string[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useShopI18n();
  const prev = t('shop.galleryPrev');
  const next = t('shop.galleryNext');
  const slide = t('shop.gallerySlide');
  useEffect(() => {
    if (!ref.current || images.length < 2) return;
    const swiper = new Swiper(ref.current, {
      modules: [Navigation, Pagination, Keyboard, A11y],
      navigation: { nextEl: '.swiper-button-next', prevEl: '.swiper-button-prev' },
      pagination: { el: '.swiper-pagination', clickable: true },
      keyboard: { enabled: true },
      a11y: { prevSlideMessage: prev, nextSlideMessage: next, paginationBulletMessage: slide },
    });
    return () => {
      swiper.destroy();
    };
  }, [images, prev, next, slide]);
  return (
    <div ref={ref} className="swiper shop-gallery" role="region" aria-label={label}>
      <div className="swiper-wrapper">
        {images.map((src) => (
          <div key={src} className="swiper-slide">
            <img src={src} alt="" width={800} height={800} />
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <>
          <div className="swiper-pagination" />
          <button type="button" className="swiper-button-prev" aria-label={prev} />
          <button type="button" className="swiper-button-next" aria-label={next} />
        </>
      )}
    </div>
  );
}
