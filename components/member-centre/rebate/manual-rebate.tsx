'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { RebateSummary } from '@/lib/contract/rewards';
import { refreshMoney, useBalance } from '@/lib/hooks/use-balance';
import { REBATE_SUMMARY_URL, refreshRebates } from '@/lib/hooks/use-rebates';
import { wpsFetch } from '@/lib/hooks/wps-fetch';
import { formatMoney } from '@/lib/wallet/money';
import { postCall } from '@/lib/wallet/wallet-call';
import { FormOutcome, type Outcome } from '../form-outcome';
import { useRefusalText } from '../use-refusal-text';
import { RebateHistory } from './rebate-history';

/**
 * Manual rebate: the turnover rebate accrued since the last one at the member's rank rate, taken
 * now with one button (what is left at the end of the day is paid by itself), and the history.
 */
export function ManualRebate() {
  const t = useTranslations('memberCentre.rebate');
  const locale = useLocale();
  const format = useFormatter();
  const currency = useBalance(true).data?.currency ?? 'MYR';
  const refusalText = useRefusalText();
  const { data } = useSWR<RebateSummary>(REBATE_SUMMARY_URL, wpsFetch, {
    refreshInterval: 60_000,
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  async function claim() {
    setBusy(true);
    setOutcome(null);
    const result = await postCall('rebateClaim', {}, locale);
    setBusy(false);
    setOutcome(
      result.ok
        ? { ok: true, text: t('paid', { amount: money(result.value.amount) }) }
        : { ok: false, text: refusalText(result, currency) },
    );
    await Promise.all([refreshRebates(), refreshMoney()]);
  }
  return (
    <div className="mc-stack">
      <section className="mc-card" aria-labelledby="rebate-now" aria-busy={!data || undefined}>
        <h4 id="rebate-now">{t('available')}</h4>
        <p className="mc-total">
          <strong data-testid="rebate-amount">{data ? money(data.amount) : '…'}</strong>
        </p>
        {data && (
          <p className="mc-note">
            {t('basis', {
              turnover: money(data.turnover),
              rate: format.number(data.rateBp / 10_000, {
                style: 'percent',
                maximumFractionDigits: 2,
              }),
            })}
          </p>
        )}
        <p className="muted">{t('rule')}</p>
        <FormOutcome outcome={outcome} />
        <button
          type="button"
          className="button button-accent"
          onClick={claim}
          disabled={busy || !data || data.amount <= 0}
          aria-busy={busy || undefined}
        >
          {t('claim')}
        </button>
      </section>
      <RebateHistory />
    </div>
  );
}
