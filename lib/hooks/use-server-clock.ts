import { useEffect, useState } from 'react';

/**
 * The server's time, ticking: this device's clock corrected by `skew`. Null until mounted, so that
 * a countdown rendered on the server never disagrees with the first render in the browser.
 */
export function useServerClock(skew: number, tickMs = 250): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now() + skew);
    tick();
    const timer = setInterval(tick, tickMs);
    return () => clearInterval(timer);
  }, [skew, tickMs]);
  return now;
}
