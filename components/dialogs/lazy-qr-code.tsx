'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';

type Props = { value: string; size: number; label: string };

/**
 * A QR code drawn in the browser once it is idle and the code has a box (the left bar is hidden on
 * phones and in the rail): keeps the encoder and some 20 KB of path data out of every page. An empty
 * square of the same size holds the place, so nothing moves when the code arrives.
 */
export function LazyQrCode(props: Props) {
  const box = useRef<SVGSVGElement>(null);
  const [Code, setCode] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let done = false;
    let idle: number | undefined;
    const load = () =>
      void import('./qr-code').then((m) => {
        if (!done) setCode(() => m.QrCode);
      });
    const observer = new ResizeObserver(([entry]) => {
      if (!entry || entry.contentRect.width === 0) return;
      observer.disconnect();
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(load, { timeout: 2000 })
          : window.setTimeout(load, 200);
    });
    observer.observe(element);
    return () => {
      done = true;
      observer.disconnect();
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    };
  }, []);
  if (Code) return <Code {...props} />;
  return (
    <svg
      ref={box}
      className="qr-pending"
      role="img"
      aria-label={props.label}
      width={props.size}
      height={props.size}
    />
  );
}
