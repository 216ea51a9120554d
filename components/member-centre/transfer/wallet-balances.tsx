'use client';

import { useTranslations } from 'next-intl';
import type { WalletSummary } from '@/lib/contract/wallet';
import { Money } from '../../wallet/money';
import { useWalletName } from './use-wallet-name';

/** Every wallet with its balance, and the total. */
export function WalletBalances({ summary }: { summary: WalletSummary }) {
  const t = useTranslations('memberCentre.transfer');
  const name = useWalletName();
  return (
    <section className="mc-card" aria-labelledby="mc-wallets">
      <h4 id="mc-wallets">{t('wallets')}</h4>
      <p className="mc-total">
        <span>{t('total')}</span>
        <strong data-testid="wallet-total">
          <Money minor={summary.sumBalance} currency={summary.currency} />
        </strong>
      </p>
      <ul className="mc-wallets">
        {summary.wallets.map((wallet) => (
          <li key={wallet.code} data-wallet={wallet.code}>
            <span>{name(wallet.code)}</span>
            <Money minor={wallet.balance} currency={summary.currency} />
          </li>
        ))}
      </ul>
    </section>
  );
}
