'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { object, ref, string } from 'yup';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { TextField } from '../../auth/text-field';
import { FormOutcome, type Outcome } from '../form-outcome';
import { useSecretRefusal } from '../use-secret-refusal';

const SIX_DIGITS = /^\d{6}$/;

/** Sets the payment password, or changes it (the current one is then asked). */
export function PaymentPasswordForm() {
  const t = useTranslations('memberCentre.security');
  const locale = useLocale();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const secretText = useSecretRefusal();
  const formik = useFormik({
    initialValues: { oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    validationSchema: object({
      oldPaymentPassword: string().matches(SIX_DIGITS, t('sixDigits')),
      newPaymentPassword: string().required(t('sixDigits')).matches(SIX_DIGITS, t('sixDigits')),
      confirmPaymentPassword: string()
        .required(t('mismatch'))
        .oneOf([ref('newPaymentPassword')], t('mismatch')),
    }),
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      const result = await sendWalletCall(
        'paymentPassword',
        {
          newPaymentPassword: values.newPaymentPassword,
          oldPaymentPassword: values.oldPaymentPassword || undefined,
        },
        locale,
      );
      if (result.ok) {
        helpers.resetForm();
        return setOutcome({ ok: true, text: t('paymentPasswordSaved') });
      }
      const secret = secretText(result);
      if (result.code === 'PAYMENT_PASSWORD_INCORRECT')
        return helpers.setFieldError('oldPaymentPassword', secret || t('incorrect'));
      setOutcome({ ok: false, text: secret || result.text || t('failed') });
    },
  });
  const digits = { type: 'password', inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <FormikProvider value={formik}>
      <form className="account-form" noValidate onSubmit={formik.handleSubmit}>
        <TextField name="oldPaymentPassword" label={t('currentPaymentPassword')} {...digits} />
        <TextField name="newPaymentPassword" label={t('newPaymentPassword')} required {...digits} />
        <TextField
          name="confirmPaymentPassword"
          label={t('confirmPaymentPassword')}
          required
          {...digits}
        />
        <FormOutcome outcome={outcome} />
        <button
          type="submit"
          className="button button-accent form-submit"
          disabled={formik.isSubmitting}
        >
          {formik.isSubmitting ? t('pleaseWait') : t('savePaymentPassword')}
        </button>
      </form>
    </FormikProvider>
  );
}
