import { useEffect, useState } from 'react';
import { sendCall } from '@/lib/accounts/send-call';

export type AffiliateState = 'checking' | 'valid' | 'invalid' | 'none';

/** The URL's invitation code checked on load: valid hides the field, invalid shows it with a warning. */
export function useAffiliateCheck(code: string | null | undefined, locale: string): AffiliateState {
  const [state, setState] = useState<AffiliateState>('checking');
  useEffect(() => {
    if (code === undefined) return;
    if (code === null) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- no code: nothing to ask
      setState('none');
      return;
    }
    let live = true;
    void sendCall('affiliate', { code, domain: window.location.host }, locale).then((result) => {
      if (live) setState(result.ok && result.value.valid ? 'valid' : 'invalid');
    });
    return () => {
      live = false;
    };
  }, [code, locale]);
  return state;
}
