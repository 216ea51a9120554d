'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import {
  useAccountRecords,
  type RecordFilter,
  type RecordType,
} from '@/lib/hooks/use-account-records';
import { useBalance } from '@/lib/hooks/use-balance';
import { PagedView } from '../paged-list';
import { RecordFilters } from './record-filters';
import { RecordTable } from './record-table';

type Props = {
  /** One type only (bonus details): no type filter. */
  only?: RecordType;
  initial?: RecordFilter;
  /** What the filters sum up to, shown under them. */
  totals?: (filter: RecordFilter) => ReactNode;
};

/** The account record: type and date filters, pages, the balance after every entry. */
export function AccountRecords({ only, initial = {}, totals }: Props) {
  const t = useTranslations('memberCentre.records');
  const [chosen, setFilter] = useState<RecordFilter>(initial);
  const filter = only ? { ...chosen, type: only } : chosen;
  const [pageNo, setPageNo] = useState(1);
  const records = useAccountRecords(filter, pageNo);
  const currency = useBalance(true).data?.currency ?? 'MYR';
  return (
    <div className="mc-stack">
      <RecordFilters
        filter={filter}
        withType={!only}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      />
      {totals?.(filter)}
      <PagedView
        page={records}
        pageNo={pageNo}
        onPage={setPageNo}
        emptyText={t('none')}
        render={(list) => <RecordTable records={list} currency={currency} />}
      />
    </div>
  );
}
