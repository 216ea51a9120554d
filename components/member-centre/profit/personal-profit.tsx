'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import useSWR from 'swr';
import type { ProfitSummary } from '@/lib/contract/wallet';
import { useBalance } from '@/lib/hooks/use-balance';
import { pagedUrl } from '@/lib/hooks/paged-url';
import { wpsFetch } from '@/lib/hooks/wps-fetch';
import { isoDay } from '@/lib/wallet/dates';
import { Money } from '../../wallet/money';
import { ListState } from '../list-state';

const ROWS = ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'adjustments'] as const;

/** Profit and loss over a period (the last seven days at first): money in and out by kind. */
export function PersonalProfit() {
  const t = useTranslations('memberCentre.profit');
  const id = useId();
  const [range, setRange] = useState({ from: isoDay(-6), to: isoDay(0) });
  const { data, error, isLoading, mutate } = useSWR<ProfitSummary>(
    pagedUrl('personalProfit', range),
    wpsFetch,
    { keepPreviousData: true },
  );
  const currency = useBalance(true).data?.currency ?? 'MYR';
  return (
    <div className="mc-stack">
      <div className="mc-filters">
        {(['from', 'to'] as const).map((end) => (
          <div className="mc-filter" key={end}>
            <label htmlFor={`${id}-${end}`}>{t(end)}</label>
            <input
              id={`${id}-${end}`}
              type="date"
              value={range[end]}
              required
              onChange={(event) =>
                event.target.value && setRange({ ...range, [end]: event.target.value })
              }
            />
          </div>
        ))}
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
