'use client';

import { useTranslations } from 'next-intl';
import type { BetRecord } from '@/lib/contract/wallet';
import { Money } from '../../wallet/money';
import { DateTime } from '../date-time';
import { StatusBadge } from '../status-badge';

const COLUMNS = ['time', 'game', 'vendor', 'stake', 'win', 'net', 'status', 'round'] as const;
const NUMERIC: readonly string[] = ['stake', 'win', 'net'];

/**
 * Bets newest first. A table on wide screens; on phones each row stands as a card whose cells
 * carry their column's name (data-label).
 */
export function BetTable({ bets, currency }: { bets: BetRecord[]; currency: string }) {
  const t = useTranslations('memberCentre.bets');
  const cells = (bet: BetRecord) => {
    const pending = bet.status === 'pending';
    return {
      time: <DateTime iso={bet.betTime} />,
      game: <span className="bet-game">{bet.gameName ?? bet.gameCode ?? '—'}</span>,
      vendor: bet.vendorName,
      stake: <Money minor={bet.stake} currency={currency} />,
      win: pending ? '—' : <Money minor={bet.win} currency={currency} />,
      net: pending ? '—' : <Money minor={bet.win - bet.stake} currency={currency} signed />,
      status: <StatusBadge status={bet.status} label={t(`statuses.${bet.status}`)} />,
      round: (
        <code className="bet-round" title={bet.roundId}>
          {bet.roundId}
        </code>
      ),
    };
  };
  return (
    <div
      className="mc-table-wrap bet-table-wrap"
      tabIndex={0}
      role="region"
      aria-label={t('table')}
    >
      <table className="mc-table bet-table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={NUMERIC.includes(column) ? 'num' : undefined}>
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => {
            const row = cells(bet);
            return (
              <tr key={`${bet.vendor}-${bet.betId}`} data-bet={bet.betId}>
                {COLUMNS.map((column) => (
                  <td
                    key={column}
                    data-label={t(column)}
                    className={NUMERIC.includes(column) ? 'num' : undefined}
                  >
                    {row[column]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
