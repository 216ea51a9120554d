'use client';

import { FormikProvider, useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { object, string } from 'yup';
import type { PayeeAccount, WalletSummary } from '@/lib/contract/wallet';
import { formatMoney, parseAmount } from '@/lib/wallet/money';
import { MAIN_WALLET } from '@/lib/wallet/wallets';
import { amountSchema, useAmountMessages } from '../amount-schema';
import {
  AmountField,
  PaymentPasswordField,
  SubmitWithOutcome,
  paymentPasswordSchema,
} from '../money-fields';
import { SelectField } from '../select-field';
import { usePasswordSubmission } from '../use-password-submission';

type Props = { payees: PayeeAccount[]; summary: WalletSummary; onAddPayee: () => void };

/** Withdraws from the main wallet to a bound account; held at once, paid out by an operator. */
export function WithdrawForm({ payees, summary, onAddPayee }: Props) {
  const t = useTranslations('memberCentre.withdraw');
  const tc = useTranslations('memberCentre');
  const { currency } = summary;
  const { locale, outcome, setOutcome, send } = usePasswordSubmission(currency);
  const amountMessages = useAmountMessages(currency);
  const main = summary.wallets.find((w) => w.code === MAIN_WALLET)?.balance ?? 0;
  const formik = useFormik({
    initialValues: { payeeId: String(payees[0]?.id ?? ''), amount: '', paymentPassword: '' },
    validationSchema: object({
      payeeId: string().required(),
      amount: amountSchema(currency, locale, amountMessages, () => main),
      paymentPassword: paymentPasswordSchema(tc('paymentPasswordInvalid')),
    }),
    onSubmit: async (values, helpers): Promise<void> => {
      const amount = parseAmount(values.amount, currency, locale)!;
      const body = { payeeId: Number(values.payeeId), amount };
      const sent = await send('withdraw', body, values.paymentPassword, (text) =>
        helpers.setFieldError('paymentPassword', text),
      );
      if (!sent) return;
      helpers.resetForm({ values: { ...values, amount: '', paymentPassword: '' } });
      setOutcome({
        ok: true,
        text: t('requested', { amount: formatMoney(amount, currency, locale) }),
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
        <p className="mc-note">{t('available', { amount: formatMoney(main, currency, locale) })}</p>
        <SelectField name="payeeId" label={t('payee')} options={options} />
        <button type="button" className="link-button mc-add-payee" onClick={onAddPayee}>
          {t('addAnotherPayee')}
        </button>
        <AmountField />
        <PaymentPasswordField />
        <SubmitWithOutcome outcome={outcome} submitting={formik.isSubmitting} label={t('submit')} />
      </form>
    </FormikProvider>
  );
}
