'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DepositMethod, DepositOrder } from '@/lib/contract/wallet';
import { useBalance } from '@/lib/hooks/use-balance';
import { useDepositMethods } from '@/lib/hooks/use-deposit-methods';
import { ListState } from '../list-state';
import { BankTransfer } from './bank-transfer';
import { DepositForm } from './deposit-form';
import { DepositOrders } from './deposit-orders';
import { DepositReturn } from './deposit-return';

/** Pay in: online through the provider's page, or by bank transfer with a receipt. */
export function DepositPage({ depositId }: { depositId: number | null }) {
  const t = useTranslations('memberCentre.deposit');
  const methods = useDepositMethods();
  const currency = useBalance(true).data?.currency ?? 'MYR';
  const [bankOrder, setBankOrder] = useState<{ order: DepositOrder; method: DepositMethod } | null>(
    null,
  );
  return (
    <div className="mc-stack">
      {depositId && <DepositReturn id={depositId} currency={currency} />}
      {bankOrder ? (
        <BankTransfer {...bankOrder} currency={currency} onDone={() => setBankOrder(null)} />
      ) : !methods.data || methods.data.length === 0 ? (
        <ListState
          loading={methods.isLoading}
          error={Boolean(methods.error)}
          empty={Boolean(methods.data)}
          emptyText={t('noMethods')}
          onRetry={() => void methods.mutate()}
        />
      ) : (
        <DepositForm methods={methods.data} currency={currency} onBankOrder={setBankOrder} />
      )}
      <section className="mc-card" aria-labelledby="mc-deposits">
        <h4 id="mc-deposits">{t('history')}</h4>
        <DepositOrders currency={currency} />
      </section>
    </div>
  );
}
