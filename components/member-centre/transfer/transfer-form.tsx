'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { object, string } from 'yup';
import type { WalletSummary } from '@/lib/contract/wallet';
import { refreshMoney } from '@/lib/hooks/use-balance';
import type { VendorWallet } from '@/lib/hooks/use-vendor-wallets';
import { SubmissionKey } from '@/lib/wallet/idempotency';
import { formatMoney, minorPerMajor, parseAmount } from '@/lib/wallet/money';
import { MAIN_WALLET, transferTargets } from '@/lib/wallet/wallets';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { amountSchema, useAmountMessages } from '../amount-schema';
import type { Outcome } from '../form-outcome';
import { AmountField, SubmitWithOutcome } from '../money-fields';
import { SelectField } from '../select-field';
import { useRefusalText } from '../use-refusal-text';
import { useWalletName } from './use-wallet-name';

type Props = {
  summary: WalletSummary;
  vendors: VendorWallet[];
  onDone: (summary: WalletSummary) => void;
};

/** Main ↔ vendor wallet; one idempotency key per submission, reused when the same one is retried. */
export function TransferForm({ summary, vendors, onDone }: Props) {
  const t = useTranslations('memberCentre.transfer');
  const locale = useLocale();
  const name = useWalletName();
  const refusalText = useRefusalText();
  const amountMessages = useAmountMessages(summary.currency);
  const keys = useRef(new SubmissionKey());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const codes = [
    ...new Set([MAIN_WALLET, ...summary.wallets.map((w) => w.code), ...vendors.map((v) => v.code)]),
  ];
  const balanceOf = (code: unknown) => summary.wallets.find((w) => w.code === code)?.balance ?? 0;
  const formik = useFormik({
    initialValues: {
      from: MAIN_WALLET,
      to: transferTargets(MAIN_WALLET, codes)[0] ?? '',
      amount: '',
    },
    validationSchema: object({
      from: string().required(),
      to: string().required(),
      amount: amountSchema(summary.currency, locale, amountMessages, (values) =>
        balanceOf(values.from),
      ),
    }),
    onSubmit: async (values, helpers): Promise<void> => {
      setOutcome(null);
      const amount = parseAmount(values.amount, summary.currency, locale)!;
      const input = { from: values.from, to: values.to, amount };
      const idempotencyKey = keys.current.keyFor(input);
      const result = await sendWalletCall('walletTransfer', { ...input, idempotencyKey }, locale);
      keys.current.settled(result.ok ? 200 : result.status, result.ok);
      if (!result.ok) return setOutcome({ ok: false, text: refusalText(result, summary.currency) });
      onDone(result.value);
      helpers.resetForm({ values: { ...values, amount: '' } });
      void refreshMoney();
      const done = { amount: formatMoney(amount, summary.currency, locale) };
      setOutcome({
        ok: true,
        text: t('done', { ...done, from: name(input.from), to: name(input.to) }),
      });
    },
  });
  const { from } = formik.values;
  const option = (code: string) => ({ value: code, label: name(code) });
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <h4>{t('transfer')}</h4>
        <div className="mc-row">
          <SelectField
            name="from"
            label={t('from')}
            options={codes.map(option)}
            onChange={(value) =>
              formik.setValues({
                ...formik.values,
                from: value,
                to: transferTargets(value, codes)[0] ?? '',
              })
            }
          />
          <SelectField
            name="to"
            label={t('to')}
            options={transferTargets(from, codes).map(option)}
          />
        </div>
        <div className="mc-row mc-row-end">
          <AmountField />
          <button
            type="button"
            className="button button-outline"
            onClick={() =>
              formik.setFieldValue(
                'amount',
                String(balanceOf(from) / minorPerMajor(summary.currency)),
              )
            }
          >
            {t('all')}
          </button>
        </div>
        <p className="mc-note">
          {t('available', { amount: formatMoney(balanceOf(from), summary.currency, locale) })}
        </p>
        <SubmitWithOutcome outcome={outcome} submitting={formik.isSubmitting} label={t('submit')} />
      </form>
    </FormikProvider>
  );
}
