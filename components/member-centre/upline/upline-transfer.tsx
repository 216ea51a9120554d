'use client';

import { FormikProvider, useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { object } from 'yup';
import type { MemberInfo } from '@/lib/contract/member';
import { useWalletSummary } from '@/lib/hooks/use-wallet-summary';
import { formatMoney, parseAmount } from '@/lib/wallet/money';
import { MAIN_WALLET } from '@/lib/wallet/wallets';
import { amountSchema, useAmountMessages } from '../amount-schema';
import {
  AmountField,
  PaymentPasswordField,
  SubmitWithOutcome,
  paymentPasswordSchema,
} from '../money-fields';
import { usePasswordSubmission } from '../use-password-submission';

/** Sends money from the main wallet to the member's upline; the payment password confirms it. */
export function UplineTransfer({ member }: { member: MemberInfo }) {
  const t = useTranslations('memberCentre.upline');
  const tc = useTranslations('memberCentre');
  const { data: summary } = useWalletSummary();
  const currency = summary?.currency ?? 'MYR';
  const { locale, outcome, setOutcome, send } = usePasswordSubmission(currency);
  const amountMessages = useAmountMessages(currency);
  const main = summary?.wallets.find((w) => w.code === MAIN_WALLET)?.balance ?? 0;
  const formik = useFormik({
    initialValues: { amount: '', paymentPassword: '' },
    validationSchema: object({
      amount: amountSchema(currency, locale, amountMessages, () => main),
      paymentPassword: paymentPasswordSchema(tc('paymentPasswordInvalid')),
    }),
    onSubmit: async (values, helpers): Promise<void> => {
      const amount = parseAmount(values.amount, currency, locale)!;
      const sent = await send('transferUpline', { amount }, values.paymentPassword, (text) =>
        helpers.setFieldError('paymentPassword', text),
      );
      if (!sent) return;
      helpers.resetForm();
      setOutcome({ ok: true, text: t('done', { amount: formatMoney(amount, currency, locale) }) });
    },
  });
  if (!member.toUpline) return <p className="mc-note">{t('noUpline')}</p>;
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <p className="mc-note">{t('intro', { amount: formatMoney(main, currency, locale) })}</p>
        <AmountField />
        <PaymentPasswordField />
        <SubmitWithOutcome outcome={outcome} submitting={formik.isSubmitting} label={t('submit')} />
      </form>
    </FormikProvider>
  );
}
