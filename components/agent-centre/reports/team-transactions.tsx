'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TeamTransaction } from '@/lib/contract/agent';
import {
  TRANSACTION_KINDS,
  useAgentTransactions,
  type TransactionFilter,
  type TransactionKind,
} from '@/lib/hooks/use-agent-transactions';
import { lastWeek } from '@/lib/agent/days';
import { DateRangeFields } from '../../member-centre/date-range-fields';
import { DateTime } from '../../member-centre/date-time';
import { FilterSelect } from '../../member-centre/filter-select';
import { PagedView } from '../../member-centre/paged-list';
import { Money } from '../../wallet/money';
import { AccountSearch } from '../account-search';
import { AgentTable, type Column } from '../agent-table';
import { useCurrency } from '../use-currency';

/** The team's ledger: every money movement of its members, by period, member and kind. */
export function TeamTransactions() {
  const t = useTranslations('agentCentre');
  const [filter, setFilter] = useState<TransactionFilter>(lastWeek);
  const [pageNo, setPageNo] = useState(1);
  const page = useAgentTransactions(filter, pageNo);
  const currency = useCurrency();
  const change = (next: TransactionFilter) => {
    setFilter(next);
    setPageNo(1);
  };
  const kindName = (kind: string) =>
    (TRANSACTION_KINDS as readonly string[]).includes(kind) ? t(`ledgerKinds.${kind}`) : kind;
  const columns: Column<TeamTransaction>[] = [
    { key: 'time', label: t('time'), cell: (row) => <DateTime iso={row.time} /> },
    { key: 'account', label: t('account'), cell: (row) => row.account },
    { key: 'kind', label: t('transactions.kind'), cell: (row) => kindName(row.kind) },
    {
      key: 'amount',
      label: t('transactions.amount'),
      numeric: true,
      cell: (row) => <Money minor={row.amount} currency={currency} signed />,
    },
    {
      key: 'balance',
      label: t('transactions.balanceAfter'),
      numeric: true,
      cell: (row) => <Money minor={row.balanceAfter} currency={currency} />,
    },
    { key: 'reference', label: t('transactions.reference'), cell: (row) => row.reference ?? '—' },
  ];
  return (
    <div className="mc-stack">
      <div className="mc-filters">
        <DateRangeFields
          range={filter}
          onChange={change}
          labels={{ from: t('from'), to: t('to') }}
        />
        <AccountSearch
          value={filter.account}
          onChange={(account) => change({ ...filter, account })}
        />
        <FilterSelect
          label={t('transactions.kind')}
          allLabel={t('all')}
          value={filter.kind}
          options={TRANSACTION_KINDS.map((kind) => ({
            value: kind,
            label: t(`ledgerKinds.${kind}`),
          }))}
          onChange={(kind) => change({ ...filter, kind: kind as TransactionKind | undefined })}
        />
      </div>
      <PagedView
        page={page}
        pageNo={pageNo}
        onPage={setPageNo}
        emptyText={t('transactions.none')}
        render={(list) => (
          <AgentTable
            label={t('transactions.table')}
            columns={columns}
            rows={list}
            rowKey={(row) => row.id}
          />
        )}
      />
    </div>
  );
}
