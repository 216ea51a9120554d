'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Withdrawal } from '@/lib/contract/wallet';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { DateTime } from '../date-time';
import { ProofUpload } from './proof-upload';

/**
 * A paid withdrawal: did the money arrive? Received is one click; not received is answered by
 * sending the proof (the platform takes the answer and its proof together). No answer by
 * `confirmBy` counts as received.
 */
export function ReceiptQuestion({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useTranslations('memberCentre.withdraw');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  async function received() {
    setBusy(true);
    setAlert(null);
    const result = await sendWalletCall(
      'withdrawConfirm',
      { id: withdrawal.id, received: true },
      locale,
    );
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
          onClick={() => void received()}
        >
          {t('received')}
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={busy}
          aria-expanded={reporting}
          onClick={() => setReporting((open) => !open)}
        >
          {reporting ? tc('cancel') : t('notReceived')}
        </button>
      </div>
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      {reporting && <ProofUpload withdrawalId={withdrawal.id} />}
    </div>
  );
}
