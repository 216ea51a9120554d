'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { number, object } from 'yup';
import type { PointsSummary } from '@/lib/contract/rewards';
import { refreshMoney, useBalance } from '@/lib/hooks/use-balance';
import { refreshPoints } from '@/lib/hooks/use-points';
import { formatMoney } from '@/lib/wallet/money';
import { postCall } from '@/lib/wallet/wallet-call';
import { TextField } from '../auth/text-field';
import type { Outcome } from '../member-centre/form-outcome';
import {
  PaymentPasswordField,
  SubmitWithOutcome,
  paymentPasswordSchema,
} from '../member-centre/money-fields';
import { useSpendRefusal } from './use-spend-refusal';

/** Points into the main wallet at the brand's ratio, from the minimum up to the member's points. */
export function ConvertForm({ summary }: { summary: PointsSummary }) {
  const t = useTranslations('memberCentre.points');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const currency = useBalance(true).data?.currency ?? 'MYR';
  const refused = useSpendRefusal(currency);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { convertMin: min, points: max, ratio } = summary;
  const invalid = t('pointsInvalid', { min, max });
  const formik = useFormik({
    initialValues: { points: '', paymentPassword: '' },
    validationSchema: object({
      points: number()
        .typeError(invalid)
        .integer(invalid)
        .min(min, invalid)
        .max(max, invalid)
        .required(invalid),
      paymentPassword: paymentPasswordSchema(tc('paymentPasswordInvalid')),
    }),
    onSubmit: async (values, helpers): Promise<void> => {
      setOutcome(null);
      const result = await postCall(
        'pointsConvert',
        { points: Number(values.points), password: values.paymentPassword },
        locale,
      );
      if (!result.ok) {
        refused(result, (text) => helpers.setFieldError('paymentPassword', text), setOutcome);
        return;
      }
      helpers.resetForm();
      const { points, amount } = result.value;
      setOutcome({
        ok: true,
        text: t('converted', {
          points: points.toLocaleString(locale),
          amount: formatMoney(amount, currency, locale),
        }),
      });
      await Promise.all([refreshPoints(), refreshMoney()]);
    },
  });
  const asked = Number(formik.values.points);
  const amount = Number.isInteger(asked) && asked > 0 ? Math.floor((asked * 100) / ratio) : 0;
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <h4>{t('convertTitle')}</h4>
        <p className="mc-note">
          {max < min ? t('notEnoughToConvert', { min }) : t('convertMin', { min })}
        </p>
        <TextField name="points" label={t('convertPoints')} required inputMode="numeric" />
        <PaymentPasswordField />
        <p className="mc-note" aria-live="polite">
          {t('convertGet', { amount: formatMoney(amount, currency, locale) })}
        </p>
        <SubmitWithOutcome
          outcome={outcome}
          submitting={formik.isSubmitting}
          label={t('convertSubmit')}
        />
      </form>
    </FormikProvider>
  );
}
