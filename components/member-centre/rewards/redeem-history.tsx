'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePointsRedeemed } from '@/lib/hooks/use-points';
import { DateTime } from '../date-time';
import { PagedView } from '../paged-list';
import { StatusBadge } from '../status-badge';

/** The member's redemptions, newest first: what, how many, the points, where to, and their state. */
export function RedeemHistory() {
  const t = useTranslations('memberCentre.points');
  const locale = useLocale();
  const [pageNo, setPageNo] = useState(1);
  const page = usePointsRedeemed(pageNo);
  return (
    <PagedView
      page={page}
      pageNo={pageNo}
      onPage={setPageNo}
      emptyText={t('historyEmpty')}
      render={(items) => (
        <div className="mc-table-wrap" tabIndex={0} role="region" aria-label={t('history')}>
          <table className="mc-table">
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('reward')}</th>
                <th scope="col" className="num">
                  {t('quantity')}
                </th>
                <th scope="col" className="num">
                  {t('title')}
                </th>
                <th scope="col">{t('state')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.id} data-redemption={r.id}>
                  <td>
                    <DateTime iso={r.createdAt} />
                  </td>
                  <td>
                    {r.rewardName}
                    {r.address && <div className="mc-item-meta">{r.address}</div>}
                  </td>
                  <td className="num">{r.quantity}</td>
                  <td className="num">{(-r.points).toLocaleString(locale)}</td>
                  <td>
                    <StatusBadge status={r.state} label={t(`states.${r.state}`)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    />
  );
}
