import { useEffect, useRef } from 'react';
import type Swiper from 'swiper';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useShopI18n } from './i18n.ts';

/**
 * The product's images in a swiper: arrows, dots and the keyboard; one image needs none of them. Their
 * names are read in the visitor's language (swiper's own are English). Swiper's script (20 KB gzipped) comes
 * after the first paint: its styles alone lay the images out as the swiper will, the first one in view.
 */
export function Gallery({ images, label }: { images: string[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useShopI18n();
  const prev = t('shop.galleryPrev');
  const next = t('shop.galleryNext');
  const slide = t('shop.gallerySlide');
  useEffect(() => {
    const el = ref.current;
    if (!el || images.length < 2) return;
    let swiper: Swiper | null = null;
    let gone = false;
    void import('./swiper.ts').then(({ Swiper: SwiperClass, A11y, Keyboard, Navigation, Pagination }) => {
      if (gone) return;
      swiper = new SwiperClass(el, {
        modules: [Navigation, Pagination, Keyboard, A11y],
        navigation: { nextEl: '.swiper-button-next', prevEl: '.swiper-button-prev' },
        pagination: { el: '.swiper-pagination', clickable: true },
        keyboard: { enabled: true },
        a11y: { prevSlideMessage: prev, nextSlideMessage: next, paginationBulletMessage: slide },
      });
    });
    return () => {
      gone = true;
      swiper?.destroy();
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
