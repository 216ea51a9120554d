'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Withdrawal } from '@/lib/contract/wallet';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { DateTime } from '../date-time';

/** A paid withdrawal: did the money arrive? No answer by `confirmBy` counts as received. */
export function ReceiptQuestion({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useTranslations('memberCentre.withdraw');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  async function answer(received: boolean) {
    setBusy(true);
    setAlert(null);
    const result = await sendWalletCall('withdrawConfirm', { id: withdrawal.id, received }, locale);
    if (!result.ok) setAlert(result.text || tc('failed'));
    await refreshMoney();
    setBusy(false);
  }
  return (
    <div className="mc-question">
      <p>
        {t('didItArrive')}{' '}
        {withdrawal.confirmBy && (
          <span className="mc-note">
            {t('confirmBy')} <DateTime iso={withdrawal.confirmBy} />
          </span>
        )}
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="button button-accent"
          disabled={busy}
          onClick={() => answer(true)}
        >
          {t('received')}
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={busy}
          onClick={() => answer(false)}
        >
          {t('notReceived')}
        </button>
      </div>
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
    </div>
  );
}
