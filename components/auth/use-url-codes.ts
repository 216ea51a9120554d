import { useEffect, useState } from 'react';

export type UrlCodes = { affiliateCode: string | null; referralCode: string | null };

const CODE = /^[\w-]{1,64}$/;

/** Invitation codes in the page's address (`?affiliateCode=`, `?referralCode=`), read in the browser. */
export function useUrlCodes(): UrlCodes | null {
  const [codes, setCodes] = useState<UrlCodes | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const read = (name: string) => {
      const value = params.get(name)?.trim() ?? '';
      return CODE.test(value) ? value : null;
    };
    const referralCode = read('referralCode');
    // An invitation link may carry the agent's code as either name: both are checked as one.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address exists in the browser only
    setCodes({ affiliateCode: read('affiliateCode') ?? referralCode, referralCode });
  }, []);
  return codes;
}
