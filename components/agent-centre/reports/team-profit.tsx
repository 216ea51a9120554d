'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ProfitRow, TeamTotals } from '@/lib/contract/agent';
import { useAgentProfit } from '@/lib/hooks/use-agent-profit';
import { lastWeek } from '@/lib/agent/days';
import { DateRangeFields } from '../../member-centre/date-range-fields';
import { PagedView } from '../../member-centre/paged-list';
import { Money } from '../../wallet/money';
import { AgentTable, type Column } from '../agent-table';
import { Breadcrumb } from '../breadcrumb';
import { useCurrency } from '../use-currency';

const AMOUNTS = [
  'deposits',
  'withdrawals',
  'bets',
  'rebates',
  'wins',
  'promotions',
  'pnl',
] as const;

/**
 * Profit and loss per direct (each with its whole team) over a range, the level's totals under
 * them; a direct with a team of its own opens its level, the breadcrumb goes back up.
 */
export function TeamProfit() {
  const t = useTranslations('agentCentre');
  const [range, setRange] = useState(lastWeek);
  const [parent, setParent] = useState<string | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const profit = useAgentProfit({ ...range, parent }, pageNo);
  const currency = useCurrency();
  const trail = profit.data?.breadcrumb ?? [];
  const totals: TeamTotals | undefined = profit.data?.totals;
  const open = (account: string | undefined) => {
    setParent(account);
    setPageNo(1);
  };
  const columns: Column<ProfitRow>[] = [
    {
      key: 'account',
      label: t('account'),
      cell: (row) =>
        row.drill ? (
          <button
            type="button"
            className="link-button"
            aria-label={t('profit.open', { account: row.account })}
            onClick={() => open(row.account)}
          >
            {row.account}
          </button>
        ) : (
          row.account
        ),
    },
    { key: 'group', label: t('prizeGroup'), numeric: true, cell: (row) => row.prizeGroup },
    { key: 'team', label: t('teamSize'), numeric: true, cell: (row) => row.teamSize },
    ...AMOUNTS.map((amount) => ({
      key: amount,
      label: t(`profit.${amount}`),
      numeric: true,
      cell: (row: ProfitRow) => (
        <Money minor={row[amount]} currency={currency} signed={amount === 'pnl'} />
      ),
      total: totals && (
        <Money minor={totals[amount]} currency={currency} signed={amount === 'pnl'} />
      ),
    })),
  ];
  return (
    <div className="mc-stack">
      <div className="mc-filters">
        <DateRangeFields
          range={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
          labels={{ from: t('from'), to: t('to') }}
        />
      </div>
      <Breadcrumb trail={trail} onGo={(index) => open(index === 0 ? undefined : trail[index])} />
      <PagedView
        page={profit}
        pageNo={pageNo}
        onPage={setPageNo}
        emptyText={t('profit.none')}
        render={(list) => (
          <AgentTable
            label={t('profit.table')}
            columns={columns}
            rows={list}
            rowKey={(row) => row.account}
            totalsLabel={t('profit.levelTotals')}
          />
        )}
      />
    </div>
  );
}
