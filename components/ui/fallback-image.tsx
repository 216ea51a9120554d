'use client';

import { useCallback, useState } from 'react';

const FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="#1f2430"/><path d="M24 12l3.5 8 8.5.8-6.4 5.6 1.9 8.4L24 30.5l-7.5 4.3 1.9-8.4-6.4-5.6 8.5-.8z" fill="#f5b301"/></svg>',
  );

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
  /** The page's largest image above the fold (its LCP): fetched first. */
  priority?: boolean;
};

/** An image with fixed size (no layout shift), lazy unless eager, and the brand's icon when it fails. */
export function FallbackImage({ src, alt, width, height, className, eager, priority }: Props) {
  const [failed, setFailed] = useState(false);
  // An image that failed while the page was still server HTML fired its error before React
  // listened for it: at hydration, a finished image without pixels is a failed one.
  const failedEarly = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- generated SVGs from the brand's image CDN
    <img
      ref={failedEarly}
      src={failed ? FALLBACK : src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
