'use client';

import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { Balance } from '@/lib/contract/member';
import {
  balanceVisibilityRestored,
  balanceVisibilityToggled,
  selectBalanceHidden,
} from '@/lib/store/ui-state';
import { readBalanceHidden } from '@/lib/store/balance-visibility-storage';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';
import { Money } from './money';

/** The balance with its eye (stars when hidden, remembered) and refresh; a placeholder meanwhile. */
export function HeaderBalance({
  balance,
  updating,
  failed,
  onRefresh,
}: {
  balance: Balance | undefined;
  updating: boolean;
  failed: boolean;
  onRefresh: () => void;
}) {
  const t = useTranslations('wallet');
  const hidden = useUiSelector(selectBalanceHidden);
  const dispatch = useUiDispatch();
  useEffect(() => {
    dispatch(balanceVisibilityRestored(readBalanceHidden()));
  }, [dispatch]);
  let shown;
  if (hidden) shown = <span className="money">****</span>;
  else if (updating || !balance)
    shown = <span className="balance-placeholder">{failed ? '—' : t('updating')}</span>;
  else shown = <Money minor={balance.sumBalance} currency={balance.currency} />;
  return (
    <div className="header-balance">
      <span className="sr-only">{t('balance')}</span>
      <span className="balance-amount" aria-live="polite" data-testid="header-balance">
        {shown}
      </span>
      <button
        type="button"
        className="icon-button icon-small balance-button"
        aria-label={hidden ? t('showBalance') : t('hideBalance')}
        onClick={() => dispatch(balanceVisibilityToggled())}
      >
        {hidden ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
      </button>
      <button
        type="button"
        className="icon-button icon-small balance-button"
        aria-label={t('refreshBalance')}
        data-spinning={updating || undefined}
        disabled={updating}
        onClick={onRefresh}
      >
        <RefreshCw size={18} aria-hidden />
      </button>
    </div>
  );
}
