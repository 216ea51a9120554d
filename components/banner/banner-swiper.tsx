'use client';

import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { BannerSlide, type Slide } from './banner-slide';

/**
 * The carousel proper (spec section 9): 5000 ms autoplay that pauses on hover, loop only with more
 * than one slide, 4 per view on wide screens with a 20 px gap.
 */
export default function BannerSwiper({
  slides,
  label,
  still,
}: {
  slides: Slide[];
  label: string;
  still: boolean;
}) {
  const several = slides.length > 1;
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
