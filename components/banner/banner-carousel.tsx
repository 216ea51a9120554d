'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { BannerSlide, type Slide } from './banner-slide';

export type { Slide };

const BannerSwiper = lazy(() => import('./banner-swiper'));

const REDUCED = '(prefers-reduced-motion: reduce)';
const never = () => () => undefined;
const reducedMotion = (onChange: () => void) => {
  const query = matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * A banner group. The server sends the slides as a plain row (Swiper reads the clock as it sets
 * up, which a prerender must not do); the carousel's code loads after the page runs, off the
 * first load.
 */
export function BannerCarousel({ slides, label }: { slides: Slide[]; label: string }) {
  const still = useSyncExternalStore(
    reducedMotion,
    () => matchMedia(REDUCED).matches,
    () => false,
  );
  const running = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const row = (
    <div className="banner-carousel banner-row" aria-label={label}>
      {slides.slice(0, 4).map((slide, index) => (
        <BannerSlide key={slide.id} slide={slide} eager={index === 0} />
      ))}
    </div>
  );
  if (!running) return row;
  return (
    <Suspense fallback={row}>
      <BannerSwiper slides={slides} label={label} still={still} />
    </Suspense>
  );
}
