'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { ProfitSummary } from '@/lib/contract/wallet';
import { useBalance } from '@/lib/hooks/use-balance';
import { pagedUrl } from '@/lib/hooks/paged-url';
import { wpsFetch } from '@/lib/hooks/wps-fetch';
import { lastSevenDays } from '@/lib/wallet/days';
import { Money } from '../../wallet/money';
import { DateRangeFields } from '../date-range-fields';
import { ListState } from '../list-state';

const ROWS = ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'adjustments'] as const;

/** Profit and loss over a period (the last seven days at first): money in and out by kind. */
export function PersonalProfit() {
  const t = useTranslations('memberCentre.profit');
  const [range, setRange] = useState(lastSevenDays);
  const { data, error, isLoading, mutate } = useSWR<ProfitSummary>(
    pagedUrl('personalProfit', range),
    wpsFetch,
    { keepPreviousData: true },
  );
  const currency = useBalance(true).data?.currency ?? 'MYR';
  return (
    <div className="mc-stack">
      <div className="mc-filters">
        <DateRangeFields
          range={range}
          onChange={setRange}
          labels={{ from: t('from'), to: t('to') }}
        />
      </div>
      {!data ? (
        <ListState
          loading={isLoading}
          error={Boolean(error)}
          empty={false}
          emptyText=""
          onRetry={() => void mutate()}
        />
      ) : (
        <section className="mc-card" aria-label={t('summary')}>
          <p className="mc-total">
            <span>{t('profit')}</span>
            <strong data-testid="profit">
              <Money minor={data.profit} currency={currency} signed />
            </strong>
          </p>
          <dl className="mc-facts">
            {ROWS.map((row) => (
              <div key={row}>
                <dt>{t(row)}</dt>
                <dd>
                  <Money minor={data[row]} currency={currency} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
