'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePointsEntries } from '@/lib/hooks/use-points';
import { DateTime } from '../date-time';
import { PagedView } from '../paged-list';

/** Every movement of the member's points, newest first, with why and the balance it left. */
export function PointsDetail() {
  const t = useTranslations('memberCentre.points');
  const locale = useLocale();
  const [pageNo, setPageNo] = useState(1);
  const page = usePointsEntries(pageNo);
  const signed = (n: number) => `${n > 0 ? '+' : ''}${n.toLocaleString(locale)}`;
  return (
    <PagedView
      page={page}
      pageNo={pageNo}
      onPage={setPageNo}
      emptyText={t('detailEmpty')}
      render={(items) => (
        <div className="mc-table-wrap" tabIndex={0} role="region" aria-label={t('detail')}>
          <table className="mc-table">
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('reason')}</th>
                <th scope="col" className="num">
                  {t('change')}
                </th>
                <th scope="col" className="num">
                  {t('after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((e) => (
                <tr key={e.id} data-entry={e.id}>
                  <td>
                    <DateTime iso={e.createdAt} />
                  </td>
                  <td>{t(`reasons.${e.reason}`)}</td>
                  <td className="num">
                    <span className="money" data-sign={Math.sign(e.delta)}>
                      {signed(e.delta)}
                    </span>
                  </td>
                  <td className="num">{e.balanceAfter.toLocaleString(locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    />
  );
}
