'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BannerSlide, type Slide } from './banner-slide';

export type { Slide };

const BannerSwiper = lazy(() => import('./banner-swiper'));

const REDUCED = '(prefers-reduced-motion: reduce)';
const reducedMotion = (onChange: () => void) => {
  const query = matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
// Autoplay first turns a slide after 5 s: until then, or until a visitor reaches for the row, the
// plain row looks the same and the carousel's code (Swiper) has no reason to run.
const START_AFTER_MS = 4000;

/**
 * A banner group. The server sends the slides as a plain row (Swiper reads the clock as it sets
 * up, which a prerender must not do); with more than one slide, the carousel takes over when the
 * visitor points at or touches the row, or shortly before the first autoplay turn.
 */
export function BannerCarousel({ slides, label }: { slides: Slide[]; label: string }) {
  const still = useSyncExternalStore(
    reducedMotion,
    () => matchMedia(REDUCED).matches,
    () => false,
  );
  const [running, setRunning] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const several = slides.length > 1;
  useEffect(() => {
    if (!several || still) return;
    // Swapping the row for the carousel would drop the keyboard focus of a banner link: wait.
    const focused = () => box.current?.contains(document.activeElement) ?? false;
    let timer = 0;
    const later = () => {
      timer = window.setTimeout(() => (focused() ? later() : setRunning(true)), START_AFTER_MS);
    };
    later();
    return () => window.clearTimeout(timer);
  }, [several, still]);
  const start = several ? () => setRunning(true) : undefined;
  const row = (
    <div
      ref={box}
      className="banner-carousel banner-row"
      aria-label={label}
      onPointerEnter={start}
      onTouchStart={start}
    >
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
