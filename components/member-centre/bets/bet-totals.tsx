'use client';

import { useTranslations } from 'next-intl';
import type { BetTotals as Totals } from '@/lib/contract/wallet';
import { Money } from '../../wallet/money';

const AMOUNTS = ['stake', 'win', 'net'] as const;

/** Count, stake, win and net of every bet the filters match (not just the page shown). */
export function BetTotals({ totals, currency }: { totals: Totals; currency: string }) {
  const t = useTranslations('memberCentre.bets');
  return (
    <section className="mc-card bet-totals" aria-label={t('totals')}>
      <dl className="mc-facts">
        <div>
          <dt>{t('count')}</dt>
          <dd data-testid="bet-count">{totals.count}</dd>
        </div>
        {AMOUNTS.map((amount) => (
          <div key={amount}>
            <dt>{t(amount)}</dt>
            <dd data-testid={`bet-${amount}`}>
              <Money minor={totals[amount]} currency={currency} signed={amount === 'net'} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
