'use client';

import type { ReactNode } from 'react';
import { useBalance } from '@/lib/hooks/use-balance';

/** A plain member's invite entry: shown until the balance says the referral programme is off. */
export function MemberReferralEntry({ children }: { children: ReactNode }) {
  const { data } = useBalance(true);
  if (data && !data.promotions.REFERRAL?.enabled) return null;
  return children;
}
