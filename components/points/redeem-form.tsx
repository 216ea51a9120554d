'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { number, object, string } from 'yup';
import type { PointsReward } from '@/lib/contract/rewards';
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
import styles from './points.module.css';

/** The most one request may redeem (the platform's limit too). */
const MAX_QUANTITY = 1000;

/** How many of a reward, where to send goods, and the payment password that confirms it. */
export function RedeemForm({ reward, points }: { reward: PointsReward; points: number }) {
  const t = useTranslations('memberCentre.points');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const currency = useBalance(true).data?.currency ?? 'MYR';
  const refused = useSpendRefusal(currency);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const max = Math.max(
    1,
    Math.min(
      MAX_QUANTITY,
      Math.floor(points / reward.points),
      reward.remaining ?? MAX_QUANTITY,
      reward.perMember ?? MAX_QUANTITY,
    ),
  );
  const goods = reward.kind === 'GOODS';
  const formik = useFormik({
    initialValues: { quantity: '1', address: '', paymentPassword: '' },
    validationSchema: object({
      quantity: number()
        .typeError(t('quantityInvalid', { max }))
        .integer(t('quantityInvalid', { max }))
        .min(1, t('quantityInvalid', { max }))
        .max(max, t('quantityInvalid', { max }))
        .required(t('quantityInvalid', { max })),
      address: goods
        ? string().trim().required(t('addressInvalid')).max(500, t('addressInvalid'))
        : string(),
      paymentPassword: paymentPasswordSchema(tc('paymentPasswordInvalid')),
    }),
    onSubmit: async (values, helpers): Promise<void> => {
      setOutcome(null);
      const result = await postCall(
        'pointsRedeem',
        {
          rewardId: reward.id,
          quantity: Number(values.quantity),
          ...(goods ? { address: values.address.trim() } : {}),
          password: values.paymentPassword,
        },
        locale,
      );
      if (!result.ok) {
        refused(result, (text) => helpers.setFieldError('paymentPassword', text), setOutcome);
        return;
      }
      helpers.resetForm({ values: { ...values, paymentPassword: '' } });
      const amount = formatMoney(result.value.amount, currency, locale);
      setOutcome({ ok: true, text: goods ? t('redeemedGoods') : t('redeemedBonus', { amount }) });
      await Promise.all([refreshPoints(), goods ? null : refreshMoney()]);
    },
  });
  const quantity = Number(formik.values.quantity);
  const total = Number.isInteger(quantity) && quantity > 0 ? quantity * reward.points : 0;
  return (
    <FormikProvider value={formik}>
      <form className="account-form" noValidate onSubmit={formik.handleSubmit}>
        <p className="muted">{reward.description}</p>
        <TextField name="quantity" label={t('quantity')} required inputMode="numeric" />
        {goods && (
          <TextField name="address" label={t('address')} required autoComplete="street-address" />
        )}
        <PaymentPasswordField />
        <p className={styles.total} aria-live="polite">
          {t('totalPoints', { points: total.toLocaleString(locale) })}
        </p>
        <SubmitWithOutcome outcome={outcome} submitting={formik.isSubmitting} label={t('redeem')} />
      </form>
    </FormikProvider>
  );
}
