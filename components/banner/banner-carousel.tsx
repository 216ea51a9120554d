'use client';

import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useSyncExternalStore } from 'react';
import { FallbackImage } from '../ui/fallback-image';

export type Slide = { id: number; image: string; title: string; link: string | null };

const REDUCED = '(prefers-reduced-motion: reduce)';
const never = () => () => undefined;
const reducedMotion = (onChange: () => void) => {
  const query = matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * The banner carousel of a group (spec section 9): 5000 ms autoplay that pauses on hover, loop only
 * with more than one slide, 4 per view on wide screens with a 20 px gap, lazy images with fallback.
 */
export function BannerCarousel({ slides, label }: { slides: Slide[]; label: string }) {
  const still = useSyncExternalStore(
    reducedMotion,
    () => matchMedia(REDUCED).matches,
    () => false,
  );
  // Swiper reads the clock while it sets up, which a prerender must not do: the server sends the
  // slides as a plain row and the carousel takes over once the page runs.
  const running = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const several = slides.length > 1;
  if (!running) {
    return (
      <div className="banner-carousel banner-row" aria-label={label}>
        {slides.slice(0, 4).map((slide, index) => (
          <BannerSlide key={slide.id} slide={slide} eager={index === 0} />
        ))}
      </div>
    );
  }
  return (
    <Swiper
      className="banner-carousel"
      aria-label={label}
      modules={[Autoplay, A11y, Pagination]}
      loop={several}
      spaceBetween={20}
      slidesPerView={1}
      breakpoints={{
        640: { slidesPerView: 2 },
        1024: { slidesPerView: 3 },
        1280: { slidesPerView: 4 },
      }}
      autoplay={
        several && !still
          ? { delay: 5000, pauseOnMouseEnter: true, disableOnInteraction: false }
          : false
      }
      pagination={several ? { clickable: true } : false}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.id}>
          <BannerSlide slide={slide} eager={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

function BannerSlide({ slide, eager }: { slide: Slide; eager: boolean }) {
  const art = (
    <figure className="banner">
      <FallbackImage src={slide.image} alt="" width={1200} height={400} eager={eager} />
      <figcaption>{slide.title}</figcaption>
    </figure>
  );
  return slide.link ? (
    <a href={slide.link} className="banner-link">
      {art}
    </a>
  ) : (
    art
  );
}
