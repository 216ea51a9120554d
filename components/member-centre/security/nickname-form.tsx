'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { object, string } from 'yup';
import { NICKNAME } from '@/lib/accounts/avatars';
import { sendCall } from '@/lib/accounts/send-call';
import { reloadMember } from '@/lib/hooks/use-member';
import { TextField } from '../../auth/text-field';
import type { Outcome } from '../form-outcome';
import { SubmitWithOutcome } from '../money-fields';

/** The nickname others see: 2–20 letters, digits, spaces, dots, dashes or underscores. */
export function NicknameForm({ current, onDone }: { current: string | null; onDone: () => void }) {
  const t = useTranslations('memberCentre.security');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const invalid = t('nicknameInvalid', { min: NICKNAME.min, max: NICKNAME.max });
  const formik = useFormik({
    initialValues: { nickname: current ?? '' },
    validationSchema: object({
      nickname: string()
        .trim()
        .required(invalid)
        .min(NICKNAME.min, invalid)
        .max(NICKNAME.max, invalid)
        .matches(NICKNAME.pattern, invalid),
    }),
    onSubmit: async ({ nickname }, helpers) => {
      setOutcome(null);
      const result = await sendCall('updateNickname', { nickname: nickname.trim() }, locale);
      if (!result.ok) {
        if (result.code === 'FIELD_INVALID') return helpers.setFieldError('nickname', invalid);
        return setOutcome({ ok: false, text: result.text || tc('failed') });
      }
      await reloadMember();
      onDone();
    },
  });
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <TextField name="nickname" label={t('nickname')} required autoComplete="nickname" />
        <SubmitWithOutcome
          outcome={outcome}
          submitting={formik.isSubmitting}
          label={t('saveNickname')}
        />
        <button type="button" className="link-button" onClick={onDone}>
          {tc('cancel')}
        </button>
      </form>
    </FormikProvider>
  );
}
