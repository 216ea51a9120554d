import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useVendorWallets } from '@/lib/hooks/use-vendor-wallets';
import { MAIN_WALLET } from '@/lib/wallet/wallets';

/** "Main wallet" for the main one, "SPB Originals wallet" for a vendor's (its code if unknown). */
export function useWalletName() {
  const t = useTranslations('memberCentre.transfer');
  const vendors = useVendorWallets();
  return useCallback(
    (code: string) =>
      code === MAIN_WALLET
        ? t('mainWallet')
        : t('vendorWallet', { code: vendors?.find((v) => v.code === code)?.name ?? code }),
    [t, vendors],
  );
}
