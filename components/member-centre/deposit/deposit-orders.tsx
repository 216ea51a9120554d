'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { useDeposits, whilePending } from '@/lib/hooks/use-deposits';
import { Money } from '../../wallet/money';
import { DateTime } from '../date-time';
import { PagedList } from '../paged-list';
import { StatusBadge } from '../status-badge';
import { ReceiptUpload } from './receipt-upload';

/** When an order shown here is decided, the balance in the header and the records follow. */
function useMoneyOnDecision(orders: { id: number; status: string }[] | undefined) {
  const seen = useRef<string | null>(null);
  const statuses = orders?.map((order) => `${order.id}:${order.status}`).join(',') ?? null;
  useEffect(() => {
    if (statuses === null) return;
    if (seen.current !== null && seen.current !== statuses) void refreshMoney();
    seen.current = statuses;
  }, [statuses]);
}

/** The member's deposit orders; a bank order still waiting for its receipt can take it here. */
export function DepositOrders({ currency }: { currency: string }) {
  const t = useTranslations('memberCentre.deposit');
  const [pageNo, setPageNo] = useState(1);
  const page = useDeposits(pageNo, whilePending);
  useMoneyOnDecision(page.data?.list);
  return (
    <PagedList page={page} pageNo={pageNo} onPage={setPageNo} emptyText={t('none')}>
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
