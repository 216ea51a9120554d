'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TeamBet } from '@/lib/contract/agent';
import { useAgentTeamBets, type TeamBetFilter } from '@/lib/hooks/use-agent-team-bets';
import { lastWeek } from '@/lib/agent/days';
import { DateTime } from '../../member-centre/date-time';
import { PagedView } from '../../member-centre/paged-list';
import { Money } from '../../wallet/money';
import { AgentBadge } from '../agent-badge';
import { AgentTable, type Column } from '../agent-table';
import { useCurrency } from '../use-currency';
import { TeamBetFilters } from './team-bet-filters';

/** The team's bets (team betting): filters, the page's bets and the totals of every match. */
export function TeamBets() {
  const t = useTranslations('agentCentre');
  const [filter, setFilter] = useState<TeamBetFilter>(lastWeek);
  const [pageNo, setPageNo] = useState(1);
  const bets = useAgentTeamBets(filter, pageNo);
  const currency = useCurrency();
  const totals = bets.data?.totals;
  const money = (minor: number, signed?: boolean) => (
    <Money minor={minor} currency={currency} signed={signed} />
  );
  const columns: Column<TeamBet>[] = [
    { key: 'time', label: t('time'), cell: (bet) => <DateTime iso={bet.betTime} /> },
    { key: 'account', label: t('account'), cell: (bet) => bet.account },
    { key: 'game', label: t('bets.game'), cell: (bet) => bet.game },
    {
      key: 'stake',
      label: t('bets.stake'),
      numeric: true,
      cell: (bet) => money(bet.stake),
      total: totals && money(totals.stake),
    },
    {
      key: 'win',
      label: t('bets.win'),
      numeric: true,
      cell: (bet) => money(bet.win),
      total: totals && money(totals.win),
    },
    {
      key: 'net',
      label: t('bets.net'),
      numeric: true,
      cell: (bet) => (bet.status === 'pending' ? '—' : money(bet.win - bet.stake, true)),
      total: totals && money(totals.win - totals.stake, true),
    },
    {
      key: 'status',
      label: t('status'),
      cell: (bet) => <AgentBadge status={bet.status} label={t(`betStatus.${bet.status}`)} />,
    },
    { key: 'id', label: t('bets.betId'), cell: (bet) => <code>{bet.betId}</code> },
  ];
  return (
    <div className="mc-stack">
      <TeamBetFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      />
      <PagedView
        page={bets}
        pageNo={pageNo}
        onPage={setPageNo}
        emptyText={t('bets.none')}
        render={(list) => (
          <AgentTable
            label={t('bets.table')}
            columns={columns}
            rows={list}
            rowKey={(bet) => `${bet.account}-${bet.betId}`}
            totalsLabel={t('totals')}
          />
        )}
      />
    </div>
  );
}
