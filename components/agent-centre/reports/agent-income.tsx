'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { IncomeRow } from '@/lib/contract/agent';
import { useAgentIncome } from '@/lib/hooks/use-agent-income';
import { lastWeek } from '@/lib/agent/days';
import { DateRangeFields } from '../../member-centre/date-range-fields';
import { ListState } from '../../member-centre/list-state';
import { Money } from '../../wallet/money';
import { AgentTable, type Column } from '../agent-table';
import { DayText } from '../day-text';
import { useCurrency } from '../use-currency';

const KINDS = ['rebate', 'wage', 'dividend', 'total'] as const;

/** The agent's own income by day: rebates, wages and dividends, with the range's totals. */
export function AgentIncome() {
  const t = useTranslations('agentCentre');
  const [range, setRange] = useState(lastWeek);
  const { data, error, isLoading, mutate } = useAgentIncome(range);
  const currency = useCurrency();
  const columns: Column<IncomeRow>[] = [
    { key: 'day', label: t('day'), cell: (row) => <DayText day={row.day} /> },
    ...KINDS.map((kind) => ({
      key: kind,
      label: t(`income.${kind}`),
      numeric: true,
      cell: (row: IncomeRow) => <Money minor={row[kind]} currency={currency} />,
      total: data && <Money minor={data.totals[kind]} currency={currency} />,
    })),
  ];
  return (
    <div className="mc-stack">
      <div className="mc-filters">
        <DateRangeFields
          range={range}
          onChange={setRange}
          labels={{ from: t('from'), to: t('to') }}
        />
      </div>
      {!data || data.list.length === 0 ? (
        <ListState
          loading={isLoading}
          error={Boolean(error)}
          empty={Boolean(data)}
          emptyText={t('income.none')}
          onRetry={() => void mutate()}
        />
      ) : (
        <AgentTable
          label={t('income.table')}
          columns={columns}
          rows={data.list}
          rowKey={(row) => row.day}
          totalsLabel={t('totals')}
        />
      )}
    </div>
  );
}
