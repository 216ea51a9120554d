'use client';

import { useTranslations } from 'next-intl';
import { feeOf } from '@/lib/wallet/money';
import { Money } from '../../wallet/money';

/** Amount, fee (paid on top) and what the member pays in all. */
export function DepositSummary({
  amount,
  feeBps,
  fee = feeOf(amount, feeBps),
  currency,
}: {
  amount: number;
  feeBps: number;
  fee?: number;
  currency: string;
}) {
  const t = useTranslations('memberCentre.deposit');
  const rows = [
    { label: t('amount'), minor: amount },
    { label: t('feeLabel'), minor: fee },
    { label: t('total'), minor: amount + fee },
  ];
  return (
    <dl className="mc-facts mc-summary">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>
            <Money minor={row.minor} currency={currency} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
