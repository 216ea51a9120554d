'use client';

import { useTranslations } from 'next-intl';
import { useVendorWallets } from '@/lib/hooks/use-vendor-wallets';
import { useWalletSummary } from '@/lib/hooks/use-wallet-summary';
import { ListState } from '../list-state';
import { TransferForm } from './transfer-form';
import { WalletBalances } from './wallet-balances';

/** Main and vendor wallets; the transfer form only where the brand keeps more than one wallet. */
export function TransferFund() {
  const t = useTranslations('memberCentre.transfer');
  const { data, error, isLoading, mutate } = useWalletSummary();
  const vendors = useVendorWallets();
  if (!data || !vendors)
    return (
      <ListState
        loading={isLoading || !error}
        error={Boolean(error)}
        empty={false}
        emptyText=""
        onRetry={() => void mutate()}
      />
    );
  return (
    <div className="mc-stack">
      <WalletBalances summary={data} />
      {data.single ? (
        <p className="mc-note">{t('singleWallet')}</p>
      ) : (
        <TransferForm
          summary={data}
          vendors={vendors}
          onDone={(summary) => mutate(summary, { revalidate: false })}
        />
      )}
    </div>
  );
}
