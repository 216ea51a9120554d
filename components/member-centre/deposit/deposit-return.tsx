'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { useDeposits } from '@/lib/hooks/use-deposits';
import { Money } from '../../wallet/money';
import { StatusBadge } from '../status-badge';

/** Back from the provider: the order's status, asked again every few seconds while it is pending. */
export function DepositReturn({ id, currency }: { id: number; currency: string }) {
  const t = useTranslations('memberCentre.deposit');
  const { data } = useDeposits(1, (page) =>
    (page?.list.find((o) => o.id === id)?.status ?? 'pending') === 'pending' ? 3000 : 0,
  );
  const order = data?.list.find((o) => o.id === id);
  // The provider sends `cancelled=1` when the member turned the payment down on its page.
  const [cancelled] = useState(() => new URLSearchParams(window.location.search).has('cancelled'));
  const status = order?.status;
  useEffect(() => {
    if (status === 'confirmed') void refreshMoney();
  }, [status]);
  return (
    <section className="mc-card mc-return" aria-live="polite" data-testid="deposit-return">
      <h4>{t('returnTitle')}</h4>
      {!order ? (
        <p className="mc-note">{t('returnLooking')}</p>
      ) : (
        <div className="mc-item-head">
          <Money minor={order.amount} currency={currency} />
          <StatusBadge status={order.status} label={t(`status.${order.status}`)} />
          <p className="mc-note">
            {t(
              cancelled && order.status === 'pending'
                ? 'returnCancelled'
                : `returnNote.${order.status}`,
            )}
          </p>
        </div>
      )}
    </section>
  );
}
