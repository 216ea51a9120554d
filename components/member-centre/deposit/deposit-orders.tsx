'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDeposits } from '@/lib/hooks/use-deposits';
import { Money } from '../../wallet/money';
import { DateTime } from '../date-time';
import { PagedList } from '../paged-list';
import { StatusBadge } from '../status-badge';
import { ReceiptUpload } from './receipt-upload';

/** The member's deposit orders; a bank order still waiting for its receipt can take it here. */
export function DepositOrders({ currency }: { currency: string }) {
  const t = useTranslations('memberCentre.deposit');
  const [pageNo, setPageNo] = useState(1);
  return (
    <PagedList page={useDeposits(pageNo)} pageNo={pageNo} onPage={setPageNo} emptyText={t('none')}>
      {(order) => (
        <li key={order.id} className="mc-item" data-deposit={order.id}>
          <div className="mc-item-head">
            <strong>
              <Money minor={order.amount} currency={currency} />
            </strong>
            <StatusBadge status={order.status} label={t(`status.${order.status}`)} />
          </div>
          <p className="mc-item-meta">
            <DateTime iso={order.createdAt} /> · {t(order.type === 'online' ? 'online' : 'bank')}
          </p>
          {order.type === 'bank' && order.status === 'pending' && !order.hasReceipt && (
            <ReceiptUpload depositId={order.id} />
          )}
        </li>
      )}
    </PagedList>
  );
}
