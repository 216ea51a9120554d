'use client';

import { useLocale } from 'next-intl';
import { formatMoney } from '@/lib/wallet/money';

/** An amount in minor units, in the currency and the page's language, with tabular figures. */
export function Money({
  minor,
  currency,
  signed,
}: {
  minor: number;
  currency: string;
  /** Money in shows a plus sign (account records). */
  signed?: boolean;
}) {
  const locale = useLocale();
  const text = formatMoney(minor, currency, locale);
  const sign = signed && minor > 0 ? '+' : '';
  return (
    <span className="money" data-sign={signed ? Math.sign(minor) : undefined}>
      {sign}
      {text}
    </span>
  );
}
