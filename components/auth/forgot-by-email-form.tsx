'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { object } from 'yup';
import { sendCall } from '@/lib/accounts/send-call';
import { REGISTER_PATTERNS } from '@/lib/contract/patterns';
import { openDialog } from '@/lib/store/dialogs-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { ruleSchema } from '@/lib/validation/rule-schema';
import { TextField } from './text-field';
import { useRuleFormat } from './use-rule-format';

/**
 * Username and email: the platform mails a one-time password when they match, and the answer is
 * the same confirmation either way (nobody learns which accounts exist).
 */
export function ForgotByEmailForm() {
  const dispatch = useAppDispatch();
  const locale = useLocale();
  const t = useTranslations('accounts');
  const { format } = useRuleFormat();
  const schema = useMemo(
    () =>
      object({
        username: ruleSchema(
          {
            field: 'username',
            enabled: true,
            required: true,
            acceptedPattern: '*',
            patternId: 1,
            minLength: 1,
            maxLength: 64,
          },
          true,
          format,
        ),
        email: ruleSchema(
          {
            field: 'email',
            enabled: true,
            required: true,
            acceptedPattern: REGISTER_PATTERNS[4].source,
            patternId: 4,
            minLength: 5,
            maxLength: 128,
          },
          true,
          format,
        ),
      }),
    [format],
  );
  const formik = useFormik({
    initialValues: { username: '', email: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      await sendCall('forgotPasswordEmail', values, locale);
      dispatch(
        openDialog({
          kind: 'generic',
          props: { title: t('forgot.title'), message: t('forgot.sent'), confirmLabel: t('ok') },
        }),
      );
    },
  });
  return (
    <FormikProvider value={formik}>
      <form className="account-form" noValidate onSubmit={formik.handleSubmit}>
        <p className="form-intro">{t('forgot.emailIntro')}</p>
        <TextField name="username" label={t('fields.username')} required autoComplete="username" />
        <TextField
          name="email"
          label={t('fields.email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <button
          type="submit"
          className="button button-accent form-submit"
          disabled={formik.isSubmitting}
        >
          {formik.isSubmitting ? t('pleaseWait') : t('forgot.send')}
        </button>
      </form>
    </FormikProvider>
  );
}
