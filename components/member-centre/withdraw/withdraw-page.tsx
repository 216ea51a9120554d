'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePayees } from '@/lib/hooks/use-payees';
import { useWalletSummary } from '@/lib/hooks/use-wallet-summary';
import { BonusWagering } from '../bonus/bonus-wagering';
import { ListState } from '../list-state';
import { PayeeForm } from './payee-form';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

/** Bind a bank account, withdraw to it, and follow (and confirm) every withdrawal. */
export function WithdrawPage() {
  const t = useTranslations('memberCentre.withdraw');
  const payees = usePayees();
  const summary = useWalletSummary();
  const [adding, setAdding] = useState(false);
  const loaded = payees.data && summary.data;
  return (
    <div className="mc-stack">
      <BonusWagering activeOnly />
      {!loaded ? (
        <ListState
          loading={payees.isLoading || summary.isLoading}
          error={Boolean(payees.error || summary.error)}
          empty={false}
          emptyText=""
          onRetry={() => void Promise.all([payees.mutate(), summary.mutate()])}
        />
      ) : payees.data!.length === 0 || adding ? (
        <PayeeForm
          first={payees.data!.length === 0}
          onDone={() => {
            setAdding(false);
            void payees.mutate();
          }}
          onCancel={payees.data!.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <WithdrawForm
          payees={payees.data!}
          summary={summary.data!}
          onAddPayee={() => setAdding(true)}
        />
      )}
      <section className="mc-card" aria-labelledby="mc-withdrawals">
        <h4 id="mc-withdrawals">{t('history')}</h4>
        <WithdrawalList currency={summary.data?.currency ?? 'MYR'} />
      </section>
    </div>
  );
}
