import { useEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { contentLang } from '#domain/contentLang.ts';
import { SLIDER } from '#domain/constants.ts';
import { useApiData } from '../api.tsx';
import { useI18n } from '../i18n.tsx';
import { prefersReducedMotion } from '../ui/hooks/useScroll.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../ui/icons.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import type { Banner } from '../types.ts';

interface Slide {
  id: string;
  title: string;
  subtitle: string;
  image: string;
  alt: string;
  link: string | null;
  /** the language of title and subtitle as served (a manager's slide); catalog slides are in the page's */
  lang?: Banner['lang'];
}

/**
 * The home slider (docs/spec.md § 2, § 9): GET /api/v1/banners/home in a Swiper with the fade effect,
 * autoplay, speed and loop of SLIDER. WCAG 2.2.2: a pause button stops the autoplay (it starts paused for
 * visitors who ask for reduced motion), and only the visible slide is reachable by keyboard and screen
 * reader.
 */
export function HeroSlider() {
  const { t, locale } = useI18n();
  const { data, error, loading } = useApiData<{ banners: Banner[] }>('/api/v1/banners/home');
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const playingRef = useRef(playing);
  const [index, setIndex] = useState(0);

  const banners = (data?.banners ?? []).filter((b) => b.shows !== false).sort((a, b) => a.order - b.order);
  const slides: Slide[] = banners.length
    ? banners.map((b) => ({
        id: b._id,
        title: b.title,
        subtitle: b.subtitle,
        image: b.image,
        alt: b.title,
        link: b.link,
        lang: b.lang,
      }))
    : loading && !error
      ? []
      : [
          {
            id: 'default',
            title: t('hero.title'),
            subtitle: t('hero.subtitle'),
            image: '/images/hero-1.svg',
            alt: t('hero.alt'),
            link: null,
          },
        ];
  const count = slides.length;
  const slideKey = slides.map((s) => s.id).join('|');

  useEffect(() => {
    const el = containerRef.current;
    if (!el || count < 2) return;
    let swiper: Swiper | null = null;
    let cancelled = false;
    // The first slide is plain HTML and paints at once; Swiper arrives in its own chunk to animate it.
    void import('./swiper.ts').then(({ Swiper: SwiperClass, Autoplay, EffectFade }) => {
      if (cancelled) return;
      swiper = new SwiperClass(el, {
        modules: [EffectFade, Autoplay],
        effect: SLIDER.effect,
        fadeEffect: { crossFade: true },
        speed: SLIDER.speedMs,
        loop: SLIDER.loop,
        autoplay: { delay: SLIDER.autoplayMs, disableOnInteraction: false },
        on: { slideChange: (s) => setIndex(s.realIndex) },
      });
      if (!playingRef.current) swiper.autoplay.stop();
      swiperRef.current = swiper;
    });
    return () => {
      cancelled = true;
      swiper?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [slideKey, count]);

  const togglePlay = () => {
    const swiper = swiperRef.current;
    const next = !playing;
    playingRef.current = next;
    setPlaying(next);
    if (!swiper) return;
    if (next) swiper.autoplay.start();
    else swiper.autoplay.stop();
  };

  const current = Math.min(index, Math.max(0, count - 1));

  return (
    <section className="hero" aria-roledescription="carousel" aria-label={t('slider.region')}>
      <div className="swiper hero-swiper" ref={containerRef}>
        <div className="swiper-wrapper" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className="swiper-slide hero-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('slider.position', { current: i + 1, total: count })}
              inert={count > 1 && i !== current}
            >
              <img
                className="hero-image"
                src={slide.image}
                alt={slide.alt}
                lang={contentLang(slide.alt, locale, slide.lang?.title)}
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
              <div className="hero-shade" aria-hidden="true" />
              <div className="container hero-text">
                <p className="hero-title" lang={contentLang(slide.title, locale, slide.lang?.title)}>
                  {slide.title}
                </p>
                {slide.subtitle && (
                  <p
                    className="hero-subtitle"
                    lang={contentLang(slide.subtitle, locale, slide.lang?.subtitle)}
                  >
                    {slide.subtitle}
                  </p>
                )}
                {slide.link && (
                  <SmartLink to={slide.link} className="btn btn-light hero-more">
                    {t('slider.more')}
                    {/* every slide has this button: its title tells the links apart (WCAG 2.4.4) */}
                    <span
                      className="visually-hidden"
                      lang={contentLang(slide.title, locale, slide.lang?.title)}
                    >
                      ({slide.title})
                    </span>
                  </SmartLink>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="container hero-controls">
          <button type="button" aria-label={t('slider.prev')} onClick={() => swiperRef.current?.slidePrev()}>
            <ChevronLeftIcon />
          </button>
          <span className="hero-counter" aria-hidden="true">
            <strong>{String(current + 1).padStart(2, '0')}</strong> / {String(count).padStart(2, '0')}
          </span>
          <button type="button" aria-label={t('slider.next')} onClick={() => swiperRef.current?.slideNext()}>
            <ChevronRightIcon />
          </button>
          <button
            type="button"
            className="hero-play"
            aria-label={playing ? t('slider.pause') : t('slider.play')}
            onClick={togglePlay}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        </div>
      )}
    </section>
  );
}
