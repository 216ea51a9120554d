'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { UPLOAD_LIMITS } from '@/lib/contract/wallet';
import { proofProblem } from '@/lib/wallet/image-check';
import { UploadForm } from '../upload-form';

/**
 * The not-received answer: a comment (1–140 characters) and 1–3 png/jpg images, sent together;
 * the withdrawal becomes not received only with its proof.
 */
export function ProofUpload({ withdrawalId }: { withdrawalId: number }) {
  const t = useTranslations('memberCentre.upload');
  const id = useId();
  const [comment, setComment] = useState('');
  const tooLong = comment.length > UPLOAD_LIMITS.maxComment;
  async function check(files: File[]) {
    if (comment.trim() === '') return t('commentMissing');
    const problem = await proofProblem(files, comment);
    if (!problem) return null;
    const max = problem === 'comment' ? UPLOAD_LIMITS.maxComment : UPLOAD_LIMITS.maxFiles;
    return t(problem, { max, name: '' });
  }
  return (
    <UploadForm
      path="/api/upload/withdraw-proof"
      intro={t('proofIntro')}
      submitLabel={t('sendProof')}
      sentText={t('proofSent')}
      maxFiles={UPLOAD_LIMITS.maxFiles}
      fileField="files"
      check={check}
      fields={(form) => {
        form.append('withdrawalId', String(withdrawalId));
        form.append('comment', comment);
      }}
    >
      <label htmlFor={id}>{t('commentLabel')}</label>
      <textarea
        id={id}
        value={comment}
        rows={3}
        required
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-count`}
        onChange={(event) => setComment(event.target.value)}
      />
      <p id={`${id}-count`} className="mc-note" data-invalid={tooLong || undefined}>
        {t('characters', { count: comment.length, max: UPLOAD_LIMITS.maxComment })}
      </p>
    </UploadForm>
  );
}
