'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { object, string } from 'yup';
import type { DepositMethod, DepositOrder } from '@/lib/contract/wallet';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { SubmissionKey } from '@/lib/wallet/idempotency';
import { parseAmount } from '@/lib/wallet/money';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { amountSchema, useAmountMessages } from '../amount-schema';
import { AmountField, SubmitWithOutcome } from '../money-fields';
import type { Outcome } from '../form-outcome';
import { useRefusalText } from '../use-refusal-text';
import { DepositSummary } from './deposit-summary';
import { MethodPicker } from './method-picker';

type Props = {
  methods: DepositMethod[];
  currency: string;
  onBankOrder: (placed: { order: DepositOrder; method: DepositMethod }) => void;
};

/** Method and amount; an online order goes to the provider's page, a bank order shows where to pay. */
export function DepositForm({ methods, currency, onBankOrder }: Props) {
  const t = useTranslations('memberCentre.deposit');
  const locale = useLocale();
  const refusalText = useRefusalText();
  const amountMessages = useAmountMessages(currency);
  const keys = useRef(new SubmissionKey());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formik = useFormik({
    initialValues: { methodId: String(methods[0]!.id), amount: '' },
    validationSchema: object({
      methodId: string().required(),
      amount: amountSchema(currency, locale, amountMessages),
    }),
    onSubmit: async (values): Promise<void> => {
      setOutcome(null);
      const method = methods.find((m) => String(m.id) === values.methodId)!;
      const input = { methodId: method.id, amount: parseAmount(values.amount, currency, locale)! };
      const idempotencyKey = keys.current.keyFor(input);
      const result = await sendWalletCall('deposit', { ...input, idempotencyKey }, locale);
      keys.current.settled(result.ok ? 200 : result.status, result.ok);
      if (!result.ok) return setOutcome({ ok: false, text: refusalText(result, currency) });
      void refreshMoney();
      if (result.value.paymentUrl) {
        setOutcome({ ok: true, text: t('toProvider') });
        // The provider's page speaks the form's language.
        const page = new URL(result.value.paymentUrl, window.location.origin);
        page.searchParams.set('lang', locale);
        return window.location.assign(page);
      }
      onBankOrder({ order: result.value, method });
    },
  });
  const method = methods.find((m) => String(m.id) === formik.values.methodId)!;
  const amount = parseAmount(formik.values.amount, currency, locale);
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <MethodPicker methods={methods} currency={currency} name="methodId" />
        <AmountField />
        {amount !== null && amount > 0 && (
          <DepositSummary amount={amount} feeBps={method.feeBps} currency={currency} />
        )}
        <SubmitWithOutcome
          outcome={outcome}
          submitting={formik.isSubmitting}
          label={t(method.type === 'online' ? 'payOnline' : 'payByBank')}
        />
      </form>
    </FormikProvider>
  );
}
