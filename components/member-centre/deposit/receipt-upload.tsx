'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DepositOrder } from '@/lib/contract/wallet';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { sendUpload } from '@/lib/wallet/wallet-call';
import { FormOutcome, type Outcome } from '../form-outcome';
import { ImagePicker } from '../image-picker';

/** The bank transfer's receipt: one png or jpg; an operator confirms the deposit with it. */
export function ReceiptUpload({ depositId }: { depositId: number }) {
  const t = useTranslations('memberCentre.upload');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const [files, setFiles] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  async function submit() {
    const file = files[0];
    if (!file) return setOutcome({ ok: false, text: t('missing', { max: 1, name: '' }) });
    setBusy(true);
    const form = new FormData();
    form.append('depositId', String(depositId));
    form.append('file', file);
    const result = await sendUpload<DepositOrder>('/api/upload/deposit-receipt', form, locale);
    setBusy(false);
    if (!result.ok) return setOutcome({ ok: false, text: result.text || tc('failed') });
    setSent(true);
    void refreshMoney();
  }
  if (sent)
    return (
      <p className="form-success" role="status">
        {t('receiptSent')}
      </p>
    );
  return (
    <form
      className="mc-upload"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>{t('receiptIntro')}</p>
      <ImagePicker
        files={files}
        max={1}
        onChange={setFiles}
        onProblem={(text) => setOutcome(text ? { ok: false, text } : null)}
      />
      <FormOutcome outcome={outcome} />
      <button type="submit" className="button button-accent" disabled={busy}>
        {busy ? tc('pleaseWait') : t('sendReceipt')}
      </button>
    </form>
  );
}
