'use client';

import { useTranslations } from 'next-intl';
import type { TeamOverview } from '@/lib/contract/agent';
import { Money } from '../../wallet/money';
import { DayText } from '../day-text';

/** The trend chart's numbers as a table, for screen readers (visually hidden). */
export function TrendTable({
  points,
  currency,
}: {
  points: TeamOverview['trend'];
  currency: string;
}) {
  const t = useTranslations('agentCentre.overview');
  return (
    <table className="sr-only">
      <caption>{t('trendTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('day')}</th>
          <th scope="col">{t('bets')}</th>
          <th scope="col">{t('pnl')}</th>
          <th scope="col">{t('activeMembers')}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.day}>
            <th scope="row">
              <DayText day={point.day} />
            </th>
            <td>
              <Money minor={point.bets} currency={currency} />
            </td>
            <td>
              <Money minor={point.pnl} currency={currency} signed />
            </td>
            <td>{point.active}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
