import { useEffect, useRef } from 'react';
import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

/** The product's images in a swiper: arrows, dots and the keyboard; one image needs none of them. */
export function Gallery({ images, label }: { images: string[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current || images.length < 2) return;
    const swiper = new Swiper(ref.current, {
      modules: [Navigation, Pagination, Keyboard, A11y],
      navigation: { nextEl: '.swiper-button-next', prevEl: '.swiper-button-prev' },
      pagination: { el: '.swiper-pagination', clickable: true },
      keyboard: { enabled: true },
    });
    return () => {
      swiper.destroy();
    };
  }, [images]);
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
          <button type="button" className="swiper-button-prev" aria-label="prev" />
          <button type="button" className="swiper-button-next" aria-label="next" />
        </>
      )}
    </div>
  );
}
