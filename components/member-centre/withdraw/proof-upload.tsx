'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { UPLOAD_LIMITS, type Withdrawal } from '@/lib/contract/wallet';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { proofProblem } from '@/lib/wallet/image-check';
import { sendUpload } from '@/lib/wallet/wallet-call';
import { FormOutcome, type Outcome } from '../form-outcome';
import { ImagePicker } from '../image-picker';

/** Not received: a comment (140 characters at most) and 1–3 png/jpg images as proof. */
export function ProofUpload({ withdrawalId }: { withdrawalId: number }) {
  const t = useTranslations('memberCentre.upload');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const id = useId();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const tooLong = comment.length > UPLOAD_LIMITS.maxComment;
  async function submit() {
    setOutcome(null);
    const problem = await proofProblem(files, comment);
    const max = problem === 'comment' ? UPLOAD_LIMITS.maxComment : UPLOAD_LIMITS.maxFiles;
    if (problem) return setOutcome({ ok: false, text: t(problem, { max, name: '' }) });
    setBusy(true);
    const form = new FormData();
    form.append('withdrawalId', String(withdrawalId));
    form.append('comment', comment);
    for (const file of files) form.append('files', file);
    const result = await sendUpload<Withdrawal>('/api/upload/withdraw-proof', form, locale);
    setBusy(false);
    if (!result.ok) return setOutcome({ ok: false, text: result.text || tc('failed') });
    setFiles([]);
    setSent(true);
    void refreshMoney();
  }
  if (sent)
    return (
      <p className="form-success" role="status">
        {t('proofSent')}
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
      <p>{t('proofIntro')}</p>
      <label htmlFor={id}>{t('commentLabel')}</label>
      <textarea
        id={id}
        value={comment}
        rows={3}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-count`}
        onChange={(event) => setComment(event.target.value)}
      />
      <p id={`${id}-count`} className="mc-note" data-invalid={tooLong || undefined}>
        {t('characters', { count: comment.length, max: UPLOAD_LIMITS.maxComment })}
      </p>
      <ImagePicker
        files={files}
        max={UPLOAD_LIMITS.maxFiles}
        onChange={setFiles}
        onProblem={(text) => setOutcome(text ? { ok: false, text } : null)}
      />
      <FormOutcome outcome={outcome} />
      <button type="submit" className="button button-accent" disabled={busy}>
        {busy ? tc('pleaseWait') : t('sendProof')}
      </button>
    </form>
  );
}
