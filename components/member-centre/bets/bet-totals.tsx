'use client';

import { useTranslations } from 'next-intl';
import type { BetTotals as Totals } from '@/lib/contract/wallet';
import { Money } from '../../wallet/money';

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
        <div>
          <dt>{t('stake')}</dt>
          <dd data-testid="bet-stake">
            <Money minor={totals.stake} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('win')}</dt>
          <dd data-testid="bet-win">
            <Money minor={totals.win} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('net')}</dt>
          <dd data-testid="bet-net">
            <Money minor={totals.net} currency={currency} signed />
          </dd>
        </div>
      </dl>
    </section>
  );
}
