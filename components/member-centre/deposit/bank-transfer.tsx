'use client';

import { useTranslations } from 'next-intl';
import type { DepositMethod, DepositOrder } from '@/lib/contract/wallet';
import { DepositSummary } from './deposit-summary';
import { ReceiptUpload } from './receipt-upload';

type Props = { order: DepositOrder; method: DepositMethod; currency: string; onDone: () => void };

/** A bank order: where to send the money, how much (fee included), then the receipt. */
export function BankTransfer({ order, method, currency, onDone }: Props) {
  const t = useTranslations('memberCentre.deposit');
  const bank = method.bank;
  return (
    <section className="mc-card" aria-labelledby="mc-bank-transfer">
      <h4 id="mc-bank-transfer">{t('bankTitle')}</h4>
      <p className="mc-note">{t('bankIntro')}</p>
      {bank && (
        <dl className="mc-facts">
          <div>
            <dt>{t('bankName')}</dt>
            <dd>{bank.bankName}</dd>
          </div>
          <div>
            <dt>{t('accountName')}</dt>
            <dd>{bank.accountName}</dd>
          </div>
          <div>
            <dt>{t('accountNumber')}</dt>
            <dd className="money">{bank.accountNumber}</dd>
          </div>
        </dl>
      )}
      <DepositSummary
        amount={order.amount}
        feeBps={method.feeBps}
        fee={order.fee}
        currency={currency}
      />
      <ReceiptUpload depositId={order.id} />
      <button type="button" className="link-button" onClick={onDone}>
        {t('another')}
      </button>
    </section>
  );
}
