'use client';

import { useState } from 'react';
import type { ContractKind } from '@/lib/contract/agent';
import { useAgentBills, type BillFilter } from '@/lib/hooks/use-agent-bills';
import { merchantDaysBack } from '@/lib/agent/days';
import { useTranslations } from 'next-intl';
import { DateRangeFields } from '../../member-centre/date-range-fields';
import { PagedView } from '../../member-centre/paged-list';
import { AccountSearch } from '../account-search';
import { BillTable } from './bill-table';

/** A month back: dividend bills come twice a month, wage bills daily or more often. */
const lastMonth = (): BillFilter => merchantDaysBack(31);

/** The bills of one contract kind (this agent's and its team's), filtered, with their totals. */
export function BillList({ kind, title }: { kind: ContractKind; title: string }) {
  const t = useTranslations('agentCentre');
  const [filter, setFilter] = useState<BillFilter>(lastMonth);
  const [pageNo, setPageNo] = useState(1);
  const bills = useAgentBills(kind, filter, pageNo);
  const change = (next: BillFilter) => {
    setFilter(next);
    setPageNo(1);
  };
  return (
    <section className="mc-card">
      <h4>{title}</h4>
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
      </div>
      <PagedView
        page={bills}
        pageNo={pageNo}
        onPage={setPageNo}
        emptyText={t('bills.none')}
        render={(list) => <BillTable bills={list} totals={bills.data?.totals} />}
      />
    </section>
  );
}
