'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBalance } from '@/lib/hooks/use-balance';
import { useBetRecords, type BetFilter } from '@/lib/hooks/use-bet-records';
import { lastSevenDays } from '@/lib/wallet/days';
import { PagedView } from '../paged-list';
import { BetFilters } from './bet-filters';
import { BetTable } from './bet-table';
import { BetTotals } from './bet-totals';
import './bets.css';

/** The betting record (personalHistoryCopy): filters, totals for them, bets page by page. */
export function BetRecords() {
  const t = useTranslations('memberCentre.bets');
  const [filter, setFilter] = useState<BetFilter>(lastSevenDays);
  const [pageNo, setPageNo] = useState(1);
  const bets = useBetRecords(filter, pageNo);
  const currency = useBalance(true).data?.currency ?? 'MYR';
  return (
    <div className="mc-stack">
      <BetFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      />
      {bets.data && <BetTotals totals={bets.data.totals} currency={currency} />}
      <PagedView
        page={bets}
        pageNo={pageNo}
        onPage={setPageNo}
        emptyText={t('none')}
        render={(list) => <BetTable bets={list} currency={currency} />}
      />
    </div>
  );
}
