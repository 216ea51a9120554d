'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { object, string } from 'yup';
import type { MemberInfo } from '@/lib/contract/member';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { useWalletSummary } from '@/lib/hooks/use-wallet-summary';
import { SubmissionKey } from '@/lib/wallet/idempotency';
import { formatMoney, parseAmount } from '@/lib/wallet/money';
import { MAIN_WALLET } from '@/lib/wallet/wallets';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { TextField } from '../../auth/text-field';
import { amountSchema } from '../amount-schema';
import { FormOutcome, type Outcome } from '../form-outcome';
import { useRefusalText } from '../use-refusal-text';

/** Sends money from the main wallet to the member's upline; the payment password confirms it. */
export function UplineTransfer({ member }: { member: MemberInfo }) {
  const t = useTranslations('memberCentre.upline');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const refusalText = useRefusalText();
  const keys = useRef(new SubmissionKey());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { data: summary } = useWalletSummary();
  const currency = summary?.currency ?? 'MYR';
  const main = summary?.wallets.find((w) => w.code === MAIN_WALLET)?.balance ?? 0;
  const formik = useFormik({
    initialValues: { amount: '', paymentPassword: '' },
    validationSchema: object({
      amount: amountSchema(
        currency,
        { invalid: tc('amountInvalid'), tooMuch: tc('amountTooMuch') },
        () => main,
      ),
      paymentPassword: string()
        .required(tc('paymentPasswordInvalid'))
        .matches(/^\d{6}$/, tc('paymentPasswordInvalid')),
    }),
    onSubmit: async (values, helpers): Promise<void> => {
      setOutcome(null);
      const amount = parseAmount(values.amount, currency)!;
      const idempotencyKey = keys.current.keyFor({ amount });
      const input = { amount, paymentPassword: values.paymentPassword, idempotencyKey };
      const result = await sendWalletCall('transferUpline', input, locale);
      keys.current.settled(result.ok ? 200 : result.status, result.ok);
      if (!result.ok) {
        if (result.code === 'PAYMENT_PASSWORD_INCORRECT')
          return void helpers.setFieldError('paymentPassword', result.text);
        return setOutcome({ ok: false, text: refusalText(result, currency) });
      }
      helpers.resetForm();
      void refreshMoney();
      setOutcome({ ok: true, text: t('done', { amount: formatMoney(amount, currency, locale) }) });
    },
  });
  if (!member.toUpline) return <p className="mc-note">{t('noUpline')}</p>;
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <p className="mc-note">{t('intro', { amount: formatMoney(main, currency, locale) })}</p>
        <TextField
          name="amount"
          label={tc('amount')}
          required
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          name="paymentPassword"
          label={tc('paymentPassword')}
          required
          type="password"
          inputMode="numeric"
          autoComplete="off"
        />
        <FormOutcome outcome={outcome} />
        <button
          type="submit"
          className="button button-accent form-submit"
          disabled={formik.isSubmitting}
        >
          {formik.isSubmitting ? tc('pleaseWait') : t('submit')}
        </button>
      </form>
    </FormikProvider>
  );
}
