'use client';

import { useTranslations } from 'next-intl';
import type { Withdrawal } from '@/lib/contract/wallet';
import { Money } from '../../wallet/money';
import { DateTime } from '../date-time';
import { StatusBadge } from '../status-badge';
import { ReceiptQuestion } from './receipt-question';

/** One withdrawal: when, how much, where to, its status, and what the member may do now. */
export function WithdrawalItem({
  withdrawal,
  currency,
}: {
  withdrawal: Withdrawal;
  currency: string;
}) {
  const t = useTranslations('memberCentre.withdraw');
  const { payee } = withdrawal;
  return (
    <li className="mc-item" data-withdrawal={withdrawal.id}>
      <div className="mc-item-head">
        <strong>
          <Money minor={withdrawal.amount} currency={currency} />
        </strong>
        <StatusBadge status={withdrawal.status} label={t(`status.${withdrawal.status}`)} />
      </div>
      <p className="mc-item-meta">
        <DateTime iso={withdrawal.createdAt} /> · {payee.bankName} {payee.accountNumber}
      </p>
      {withdrawal.status === 'paid' && <ReceiptQuestion withdrawal={withdrawal} />}
      {withdrawal.resolution ? (
        <p className="mc-note">{t(withdrawal.resolution)}</p>
      ) : (
        withdrawal.status === 'not_received' && <p className="mc-note">{t('reported')}</p>
      )}
    </li>
  );
}
