'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAccountRecords, type RecordFilter } from '@/lib/hooks/use-account-records';
import { useBalance } from '@/lib/hooks/use-balance';
import { PagedView } from '../paged-list';
import { RecordFilters } from './record-filters';
import { RecordTable } from './record-table';

/** The account record: type and date filters, pages, the balance after every entry. */
export function AccountRecords() {
  const t = useTranslations('memberCentre.records');
  const [filter, setFilter] = useState<RecordFilter>({});
  const [pageNo, setPageNo] = useState(1);
  const records = useAccountRecords(filter, pageNo);
  const currency = useBalance(true).data?.currency ?? 'MYR';
  return (
    <div className="mc-stack">
      <RecordFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      />
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
