'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { ProfitSummary } from '@/lib/contract/wallet';
import type { RecordFilter } from '@/lib/hooks/use-account-records';
import { useBalance } from '@/lib/hooks/use-balance';
import { pagedUrl } from '@/lib/hooks/paged-url';
import { wpsFetch } from '@/lib/hooks/wps-fetch';
import { dayFromToday } from '@/lib/wallet/days';
import { Money } from '../../wallet/money';
import { AccountRecords } from '../records/account-records';
import { BonusWagering } from './bonus-wagering';

/** What the bonuses of the chosen days add up to (the profit summary's bonus line). */
function BonusTotal({ filter }: { filter: RecordFilter }) {
  const t = useTranslations('memberCentre.bonus');
  const range = { from: filter.from ?? dayFromToday(-29), to: filter.to ?? dayFromToday(0) };
  const { data } = useSWR<ProfitSummary>(pagedUrl('personalProfit', range), wpsFetch, {
    keepPreviousData: true,
  });
  const currency = useBalance(true).data?.currency ?? 'MYR';
  return (
    <p className="mc-card mc-total" data-testid="bonus-total">
      <span>{t('total', range)}</span>
      <strong>{data ? <Money minor={data.bonuses} currency={currency} /> : '…'}</strong>
    </p>
  );
}

/** Bonus details: the bonuses' wagering, then every bonus paid to the member by date, with their total. */
export function BonusDetails() {
  return (
    <>
      <BonusWagering />
      <AccountRecords
        only="bonus"
        initial={{ from: dayFromToday(-29), to: dayFromToday(0) }}
        totals={(filter) => <BonusTotal filter={filter} />}
      />
    </>
  );
}
