'use client';

import { useState, type ReactNode } from 'react';

/** A vendor's white logo on a dark chip (legible in both themes); an icon when it fails to load. */
export function VendorLogo({ src, fallback }: { src: string; fallback: ReactNode }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <span className="lb-vendor-logo lb-vendor-fallback" data-fallback aria-hidden="true">
        {fallback}
      </span>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the brand's image CDN, fixed size
    <img
      className="lb-vendor-logo"
      src={src}
      alt=""
      width={50}
      height={20}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
