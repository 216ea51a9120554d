import { useCallback, useEffect, useRef, useState } from 'react';
import { sendCall } from '../accounts/send-call';
import { createThrottle } from '../accounts/throttle';

/**
 * The captcha image while `shown`: loaded when it appears, refreshed on request at most once a
 * second (spec section 4). `src` is a data URL of the platform's base64 PNG.
 */
export function useCaptcha(shown: boolean, locale: string) {
  const [src, setSrc] = useState<string | null>(null);
  const throttle = useRef(createThrottle());
  const load = useCallback(
    async (force = false) => {
      if (!throttle.current.attempt() && !force) return;
      const result = await sendCall('captcha', {}, locale);
      if (result.ok && /^[A-Za-z0-9+/=]+$/.test(result.value))
        setSrc(`data:image/png;base64,${result.value}`);
    },
    [locale],
  );
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loads the image for a new form
    if (shown) void load(true);
  }, [shown, load]);
  return { src, refresh: load };
}
