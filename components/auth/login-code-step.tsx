'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { object, string } from 'yup';
import { browserStorage, keepDeviceToken, readDeviceToken } from '@/lib/accounts/device-token';
import { sendCall } from '@/lib/accounts/send-call';
import type { LoginVerification } from '@/lib/contract/envelope';
import type { LoginResponse } from '@/lib/contract/member';
import styles from './login-code-step.module.css';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';

/**
 * The second step of a login from a new address or browser (2-step verification): the code sent to
 * the member's mobile or e-mail, with a resend countdown; no session exists until it is right.
 */
export function LoginCodeStep({
  verification,
  remember,
  onDone,
  onBack,
}: {
  verification: LoginVerification;
  remember: boolean;
  onDone: (answer: Omit<LoginResponse, 'token'>) => Promise<void> | void;
  onBack: () => void;
}) {
  const t = useTranslations('accounts');
  const locale = useLocale();
  const [alert, setAlert] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: object({
      code: string()
        .trim()
        .required(t('twoStep.codeRequired'))
        .matches(/^\d{6}$/, t('twoStep.codeRequired')),
    }),
    onSubmit: async ({ code }, helpers): Promise<void> => {
      setAlert(null);
      const result = await sendCall(
        'loginVerify',
        {
          challenge: verification.challenge,
          code: code.trim(),
          remember: remember || undefined,
          deviceToken: readDeviceToken(browserStorage()),
        },
        locale,
      );
      if (!result.ok) return helpers.setFieldError('code', result.text || t('failed'));
      keepDeviceToken(browserStorage(), result.value.deviceToken);
      await onDone(result.value);
    },
  });

  async function resend(): Promise<number | null> {
    setAlert(null);
    const sent = await sendCall('loginVerifyResend', { challenge: verification.challenge }, locale);
    if (sent.ok) return sent.value.resendSeconds;
    setAlert(sent.text || t('smsFailed'));
    return null;
  }

  const where = { destination: verification.destination };
  return (
    <FormikProvider value={formik}>
      <form className="account-form" noValidate onSubmit={formik.handleSubmit}>
        <h3 className={styles.title}>{t('twoStep.title')}</h3>
        <p className={styles.note} role="status">
          {verification.channel === 'sms'
            ? t('twoStep.sentSms', where)
            : t('twoStep.sentEmail', where)}
        </p>
        <TextField
          name="code"
          label={t('twoStep.code')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          trailing={
            <SendCodeButton
              send={resend}
              startWith={verification.resendSeconds}
              labels={{ send: t('twoStep.resend'), wait: (seconds) => t('resendIn', { seconds }) }}
            />
          }
        />
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <button
          type="submit"
          className="button button-accent form-submit"
          disabled={formik.isSubmitting}
        >
          {formik.isSubmitting ? t('pleaseWait') : t('twoStep.submit')}
        </button>
        <p className="form-switch">
          <button type="button" className="link-button" onClick={onBack}>
            {t('twoStep.back')}
          </button>
        </p>
      </form>
    </FormikProvider>
  );
}
