import { FallbackImage } from '../ui/fallback-image';

export type Slide = { id: number; image: string; title: string; link: string | null };

export function BannerSlide({ slide, eager }: { slide: Slide; eager: boolean }) {
  const art = (
    <figure className="banner">
      <FallbackImage
        src={slide.image}
        alt=""
        width={1200}
        height={400}
        eager={eager}
        priority={eager}
      />
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
