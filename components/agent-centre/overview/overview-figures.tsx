'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { TeamOverview } from '@/lib/contract/agent';
import { Money } from '../../wallet/money';
import styles from '../agent-centre.module.css';

const COUNTS = ['teamSize', 'directs', 'newMembers', 'firstDepositors', 'activeMembers'] as const;
const AMOUNTS = [
  'balance',
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'rebates',
  'promotions',
  'pnl',
] as const;

/** The team's head counts and money over the range, P&L signed from the team's side. */
export function OverviewFigures({
  overview,
  currency,
}: {
  overview: TeamOverview;
  currency: string;
}) {
  const t = useTranslations('agentCentre.overview');
  const headingId = useId();
  return (
    <section className="mc-card" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('figures')}</h4>
      <dl className={`mc-facts ${styles.facts}`}>
        {COUNTS.map((count) => (
          <div key={count}>
            <dt>{t(count)}</dt>
            <dd data-testid={`overview-${count}`}>{overview[count]}</dd>
          </div>
        ))}
        {AMOUNTS.map((amount) => (
          <div key={amount}>
            <dt>{t(amount)}</dt>
            <dd data-testid={`overview-${amount}`}>
              <Money minor={overview[amount]} currency={currency} signed={amount === 'pnl'} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
