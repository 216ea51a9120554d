'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAccountRecords, type RecordFilter } from '@/lib/hooks/use-account-records';
import { useBalance } from '@/lib/hooks/use-balance';
import { Pagination } from '../../dialogs/pagination';
import { ListState } from '../list-state';
import { usePagerLabels } from '../use-pager-labels';
import { RecordFilters } from './record-filters';
import { RecordTable } from './record-table';

/** The account record: type and date filters, pages, the balance after every entry. */
export function AccountRecords() {
  const t = useTranslations('memberCentre.records');
  const [filter, setFilter] = useState<RecordFilter>({});
  const [pageNo, setPageNo] = useState(1);
  const { data, error, isLoading, mutate } = useAccountRecords(filter, pageNo);
  const currency = useBalance(true).data?.currency ?? 'MYR';
  const labels = usePagerLabels();
  return (
    <div className="mc-stack">
      <RecordFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      />
      {!data || data.list.length === 0 ? (
        <ListState
          loading={isLoading}
          error={Boolean(error)}
          empty={Boolean(data)}
          emptyText={t('none')}
          onRetry={() => void mutate()}
        />
      ) : (
        <>
          <RecordTable records={data.list} currency={currency} />
          {data.totalPages > 1 && (
            <Pagination
              page={pageNo}
              total={data.totalPages}
              onChange={setPageNo}
              labels={labels}
            />
          )}
        </>
      )}
    </div>
  );
}
