'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBalance } from '@/lib/hooks/use-balance';
import { useRebates } from '@/lib/hooks/use-rebates';
import { formatMoney } from '@/lib/wallet/money';
import { DateTime } from '../date-time';
import { PagedView } from '../paged-list';

/** The member's turnover rebates, newest first: when, taken or daily, the turnover, rate and pay. */
export function RebateHistory() {
  const t = useTranslations('memberCentre.rebate');
  const locale = useLocale();
  const format = useFormatter();
  const currency = useBalance(true).data?.currency ?? 'MYR';
  const [pageNo, setPageNo] = useState(1);
  const page = useRebates(pageNo);
  return (
    <section className="mc-card" aria-labelledby="rebate-history">
      <h4 id="rebate-history">{t('history')}</h4>
      <PagedView
        page={page}
        pageNo={pageNo}
        onPage={setPageNo}
        emptyText={t('empty')}
        render={(items) => (
          <div className="mc-table-wrap" tabIndex={0} role="region" aria-label={t('history')}>
            <table className="mc-table">
              <thead>
                <tr>
                  <th scope="col">{t('time')}</th>
                  <th scope="col">{t('kind')}</th>
                  <th scope="col" className="num">
                    {t('turnover')}
                  </th>
                  <th scope="col" className="num">
                    {t('rate')}
                  </th>
                  <th scope="col" className="num">
                    {t('amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((r) => (
                  <tr key={r.id} data-rebate={r.id}>
                    <td>
                      <DateTime iso={r.createdAt} />
                    </td>
                    <td>{t(`kinds.${r.kind}`)}</td>
                    <td className="num">{formatMoney(r.turnover, currency, locale)}</td>
                    <td className="num">
                      {format.number(r.rateBp / 10_000, {
                        style: 'percent',
                        maximumFractionDigits: 2,
                      })}
                    </td>
                    <td className="num">{formatMoney(r.amount, currency, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      />
    </section>
  );
}
