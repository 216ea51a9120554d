'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { object, string } from 'yup';
import type { PayeeAccount, WalletSummary } from '@/lib/contract/wallet';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { SubmissionKey } from '@/lib/wallet/idempotency';
import { formatMoney, parseAmount } from '@/lib/wallet/money';
import { MAIN_WALLET } from '@/lib/wallet/wallets';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { TextField } from '../../auth/text-field';
import { amountSchema } from '../amount-schema';
import { FormOutcome, type Outcome } from '../form-outcome';
import { SelectField } from '../select-field';
import { useRefusalText } from '../use-refusal-text';

type Props = { payees: PayeeAccount[]; summary: WalletSummary; onAddPayee: () => void };

/** Withdraws from the main wallet to a bound account; held at once, paid out by an operator. */
export function WithdrawForm({ payees, summary, onAddPayee }: Props) {
  const t = useTranslations('memberCentre.withdraw');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const refusalText = useRefusalText();
  const keys = useRef(new SubmissionKey());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const main = summary.wallets.find((w) => w.code === MAIN_WALLET)?.balance ?? 0;
  const formik = useFormik({
    initialValues: { payeeId: String(payees[0]?.id ?? ''), amount: '', paymentPassword: '' },
    validationSchema: object({
      payeeId: string().required(),
      amount: amountSchema(
        summary.currency,
        { invalid: tc('amountInvalid'), tooMuch: tc('amountTooMuch') },
        () => main,
      ),
      paymentPassword: string()
        .required(tc('paymentPasswordInvalid'))
        .matches(/^\d{6}$/, tc('paymentPasswordInvalid')),
    }),
    onSubmit: async (values, helpers): Promise<void> => {
      setOutcome(null);
      const amount = parseAmount(values.amount, summary.currency)!;
      const input = { payeeId: Number(values.payeeId), amount };
      const idempotencyKey = keys.current.keyFor(input);
      const result = await sendWalletCall(
        'withdraw',
        { ...input, paymentPassword: values.paymentPassword, idempotencyKey },
        locale,
      );
      keys.current.settled(result.ok ? 200 : result.status, result.ok);
      if (!result.ok) {
        if (result.code === 'PAYMENT_PASSWORD_INCORRECT')
          return void helpers.setFieldError('paymentPassword', result.text);
        return setOutcome({ ok: false, text: refusalText(result, summary.currency) });
      }
      helpers.resetForm({ values: { ...values, amount: '', paymentPassword: '' } });
      void refreshMoney();
      setOutcome({
        ok: true,
        text: t('requested', { amount: formatMoney(amount, summary.currency, locale) }),
      });
    },
  });
  const options = payees.map((p) => ({
    value: String(p.id),
    label: `${p.bankName} ${p.accountNumber} · ${p.payeeName}`,
  }));
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <h4>{t('request')}</h4>
        <p className="mc-note">
          {t('available', { amount: formatMoney(main, summary.currency, locale) })}
        </p>
        <SelectField name="payeeId" label={t('payee')} options={options} />
        <button type="button" className="link-button mc-add-payee" onClick={onAddPayee}>
          {t('addAnotherPayee')}
        </button>
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
