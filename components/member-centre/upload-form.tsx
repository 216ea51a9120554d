'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { sendUpload } from '@/lib/wallet/wallet-call';
import { FormOutcome, type Outcome } from './form-outcome';
import { ImagePicker } from './image-picker';

type Props = {
  /** The portal's upload route, e.g. `/api/upload/deposit-receipt`. */
  path: string;
  intro: string;
  submitLabel: string;
  sentText: string;
  maxFiles: number;
  /** The problem with what was picked, in words, or null to send it. */
  check: (files: File[]) => Promise<string | null>;
  /** The form's other fields, appended before the files. */
  fields: (form: FormData) => void;
  /** The multipart name of the files. */
  fileField: string;
  /** Inputs shown above the image picker. */
  children?: ReactNode;
};

/** Images (png or jpg) sent once with their form; after that, a note that they arrived. */
export function UploadForm({ path, intro, submitLabel, sentText, maxFiles, ...form }: Props) {
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const [files, setFiles] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  async function submit() {
    setOutcome(null);
    const problem = await form.check(files);
    if (problem) return setOutcome({ ok: false, text: problem });
    setBusy(true);
    const body = new FormData();
    form.fields(body);
    for (const file of files) body.append(form.fileField, file);
    const result = await sendUpload<unknown>(path, body, locale);
    setBusy(false);
    if (!result.ok) return setOutcome({ ok: false, text: result.text || tc('failed') });
    setFiles([]);
    setSent(true);
    void refreshMoney();
  }
  if (sent)
    return (
      <p className="form-success" role="status">
        {sentText}
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
      <p>{intro}</p>
      {form.children}
      <ImagePicker
        files={files}
        max={maxFiles}
        onChange={setFiles}
        onProblem={(text) => setOutcome(text ? { ok: false, text } : null)}
      />
      <FormOutcome outcome={outcome} />
      <button type="submit" className="button button-accent" disabled={busy}>
        {busy ? tc('pleaseWait') : submitLabel}
      </button>
    </form>
  );
}
