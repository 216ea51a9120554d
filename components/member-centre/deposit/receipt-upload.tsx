'use client';

import { useTranslations } from 'next-intl';
import { UploadForm } from '../upload-form';

/** The bank transfer's receipt: one png or jpg; an operator confirms the deposit with it. */
export function ReceiptUpload({ depositId }: { depositId: number }) {
  const t = useTranslations('memberCentre.upload');
  return (
    <UploadForm
      path="/api/upload/deposit-receipt"
      intro={t('receiptIntro')}
      submitLabel={t('sendReceipt')}
      sentText={t('receiptSent')}
      maxFiles={1}
      fileField="file"
      check={async (files) => (files.length ? null : t('missing', { max: 1, name: '' }))}
      fields={(form) => form.append('depositId', String(depositId))}
    />
  );
}
