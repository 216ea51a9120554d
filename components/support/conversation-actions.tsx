'use client';

import { FormikProvider, useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import { CHAT_LIMITS, type SupportConversation, type SupportStaffInfo } from '@/lib/contract/chat';
import { useSupportStaff } from '@/lib/hooks/use-support-staff';
import { SupportCallError, supportPost } from '@/lib/support/client';
import styles from './support.module.css';

/** Take or assign the conversation, and close it with a note. */
export function ConversationActions({
  conversation,
  staff,
  onChanged,
}: {
  conversation: SupportConversation;
  staff: SupportStaffInfo;
  onChanged: (conversation: SupportConversation) => void;
}) {
  const t = useTranslations('support.actions');
  const supervisor = staff.role === 'supervisor';
  const team = useSupportStaff(supervisor);
  const [assignee, setAssignee] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const mine = conversation.assignedTo === staff.displayName;

  async function act(path: string, body: object) {
    setBusy(true);
    setAlert(null);
    try {
      onChanged(
        await supportPost<SupportConversation>(`conversations/${conversation.id}/${path}`, body),
      );
      return true;
    } catch (error) {
      setAlert((error instanceof SupportCallError && error.text) || t('failed'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  if (conversation.status === 'closed') return null;
  return (
    <section className={styles.actions} aria-labelledby="support-actions-title">
      <h3 id="support-actions-title">{t('title')}</h3>
      <p className={styles.muted}>
        {conversation.assignedTo
          ? t('assignedTo', { name: conversation.assignedTo })
          : t('unassigned')}
      </p>
      {!mine && (
        <button
          type="button"
          className="button button-accent"
          disabled={busy}
          onClick={() => void act('assign', { staffId: staff.id })}
        >
          {t('take')}
        </button>
      )}
      {supervisor && (
        <div className={styles.assignRow}>
          <label>
            <span className="sr-only">{t('assignTo')}</span>
            <select value={assignee} onChange={(event) => setAssignee(event.target.value)}>
              <option value="">{t('assignTo')}</option>
              {team.data?.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.displayName}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button button-outline"
            disabled={busy || !assignee}
            onClick={() => void act('assign', { staffId: Number(assignee) })}
          >
            {t('assign')}
          </button>
        </div>
      )}
      <CloseForm busy={busy} onClose={(note) => act('close', { note })} />
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
    </section>
  );
}

function CloseForm({
  busy,
  onClose,
}: {
  busy: boolean;
  onClose: (note: string) => Promise<boolean>;
}) {
  const t = useTranslations('support.actions');
  const schema = useMemo(
    () =>
      object({
        note: string()
          .trim()
          .required(t('noteRequired'))
          .max(CHAT_LIMITS.maxNote, t('noteTooLong', { max: CHAT_LIMITS.maxNote })),
      }),
    [t],
  );
  const formik = useFormik({
    initialValues: { note: '' },
    validationSchema: schema,
    onSubmit: async ({ note }, helpers) => {
      if (await onClose(note.trim())) helpers.resetForm();
    },
  });
  const invalid = Boolean(formik.touched.note && formik.errors.note);
  return (
    <FormikProvider value={formik}>
      <form className={styles.closeForm} noValidate onSubmit={formik.handleSubmit}>
        <label htmlFor="support-close-note">{t('note')}</label>
        <textarea
          id="support-close-note"
          name="note"
          rows={3}
          value={formik.values.note}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'support-close-note-error' : undefined}
        />
        <span className={styles.counter}>
          {formik.values.note.length} / {CHAT_LIMITS.maxNote}
        </span>
        {invalid && (
          <p id="support-close-note-error" className="field-error">
            {formik.errors.note}
          </p>
        )}
        <button
          type="submit"
          className="button button-outline"
          disabled={busy || formik.isSubmitting}
        >
          {t('close')}
        </button>
      </form>
    </FormikProvider>
  );
}
