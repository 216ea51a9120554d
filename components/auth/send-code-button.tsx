'use client';

import { useEffect, useRef, useState } from 'react';
import { createThrottle } from '@/lib/accounts/throttle';
import { useCountdown } from '@/lib/hooks/use-countdown';

/**
 * Sends an SMS code: `send` validates the number and asks for the code, resolving with the
 * seconds to wait (null when nothing was sent); the button counts them down (spec section 4).
 */
export function SendCodeButton({
  send,
  labels,
  startWith,
}: {
  send: () => Promise<number | null>;
  labels: { send: string; wait: (seconds: number) => string };
  /** Seconds to count down at once: a code was already sent before the button appeared. */
  startWith?: number;
}) {
  const { left, start } = useCountdown();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !startWith) return;
    started.current = true;
    start(startWith);
  }, [start, startWith]);
  const [busy, setBusy] = useState(false);
  const throttle = useRef(createThrottle());
  async function onClick() {
    if (!throttle.current.attempt()) return;
    setBusy(true);
    try {
      const seconds = await send();
      if (seconds) start(seconds);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="button button-outline send-code"
      disabled={busy || left > 0}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {left > 0 ? labels.wait(left) : labels.send}
    </button>
  );
}
