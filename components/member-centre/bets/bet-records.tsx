'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBalance } from '@/lib/hooks/use-balance';
import { useBetRecords, type BetFilter } from '@/lib/hooks/use-bet-records';
import { lastSevenDays } from '@/lib/wallet/days';
import { Pagination } from '../../dialogs/pagination';
import { ListState } from '../list-state';
import { usePagerLabels } from '../use-pager-labels';
import { BetFilters } from './bet-filters';
import { BetTable } from './bet-table';
import { BetTotals } from './bet-totals';
import './bets.css';

/** The betting record (personalHistoryCopy): filters, totals for them, bets page by page. */
export function BetRecords() {
  const t = useTranslations('memberCentre.bets');
  const [filter, setFilter] = useState<BetFilter>(lastSevenDays);
  const [pageNo, setPageNo] = useState(1);
  const { data, error, isLoading, mutate } = useBetRecords(filter, pageNo);
  const currency = useBalance(true).data?.currency ?? 'MYR';
  const labels = usePagerLabels();
  return (
    <div className="mc-stack">
      <BetFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      />
      {data && <BetTotals totals={data.totals} currency={currency} />}
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
          <BetTable bets={data.list} currency={currency} />
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
