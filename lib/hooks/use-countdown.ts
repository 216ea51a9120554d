import { useEffect, useState } from 'react';
import { secondsLeft } from '../accounts/countdown';

/** A countdown in whole seconds: `start(seconds)` begins one; `left` is 0 when it is over. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!endsAt) return;
    const tick = () => {
      const next = secondsLeft(endsAt, Date.now());
      setLeft(next);
      if (next === 0) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  return { left, start: (seconds: number) => setEndsAt(Date.now() + seconds * 1000) };
}
