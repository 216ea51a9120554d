'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { mixed, object, string } from 'yup';
import { usePayeeBanks } from '@/lib/hooks/use-payees';
import { openMemberCentre } from '@/lib/store/member-centre-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { TextField } from '../../auth/text-field';
import { FormOutcome, type Outcome } from '../form-outcome';
import { PaymentPasswordField, paymentPasswordSchema } from '../money-fields';
import { SelectField } from '../select-field';
import { useSecretRefusal } from '../use-secret-refusal';
import { clearPayeeDraft, readPayeeDraft, savePayeeDraft } from './payee-draft';

type Props = { first: boolean; onDone: () => void; onCancel?: () => void };

/**
 * Binds a bank account for withdrawals: a bank from the brand's list, and both the login password
 * (asked again) and the payment password to prove it is the member. What is typed survives a detour.
 */
export function PayeeForm({ first, onDone, onCancel }: Props) {
  const t = useTranslations('memberCentre.withdraw');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const banks = usePayeeBanks();
  const secretText = useSecretRefusal();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [draft] = useState(readPayeeDraft);
  const formik = useFormik({
    initialValues: { ...draft, paymentPassword: '', loginPassword: '' },
    validationSchema: object({
      payeeName: string()
        .trim()
        .required(t('payeeNameInvalid'))
        .matches(/^[\p{L} .'-]{2,60}$/u, t('payeeNameInvalid')),
      bankName: mixed<string>()
        .required(t('bankNameInvalid'))
        .oneOf(banks.data ?? [], t('bankNameInvalid')),
      accountNumber: string()
        .required(t('accountNumberInvalid'))
        .matches(/^\d{6,20}$/, t('accountNumberInvalid')),
      loginPassword: string().required(t('loginPasswordInvalid')),
      paymentPassword: paymentPasswordSchema(tc('paymentPasswordInvalid')),
    }),
    onSubmit: async (values, helpers): Promise<void> => {
      setOutcome(null);
      const result = await sendWalletCall('payeeAdd', values, locale);
      if (result.ok) {
        clearPayeeDraft();
        return onDone();
      }
      const text = secretText(result) ?? result.text;
      if (result.code === 'PAYMENT_PASSWORD_INCORRECT')
        return void helpers.setFieldError('paymentPassword', text);
      if (result.code === 'PASSWORD_INCORRECT')
        return void helpers.setFieldError('loginPassword', text);
      if (result.code === 'BANK_UNKNOWN') return void helpers.setFieldError('bankName', text);
      setNeedsPassword(result.code === 'PAYMENT_PASSWORD_REQUIRED');
      setOutcome({ ok: false, text: text || tc('failed') });
    },
  });
  const { payeeName, bankName, accountNumber } = formik.values;
  useEffect(
    () => savePayeeDraft({ payeeName, bankName, accountNumber }),
    [payeeName, bankName, accountNumber],
  );
  const bankOptions = [
    { value: '', label: t('bankChoose') },
    ...(banks.data ?? []).map((name) => ({ value: name, label: name })),
  ];
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <h4>{t('addPayee')}</h4>
        {first && <p className="mc-note">{t('addPayeeFirst')}</p>}
        <TextField name="payeeName" label={t('payeeName')} required autoComplete="name" />
        <SelectField name="bankName" label={t('bankName')} options={bankOptions} />
        <TextField
          name="accountNumber"
          label={t('accountNumber')}
          required
          inputMode="numeric"
          autoComplete="off"
        />
        <p className="mc-note">{t('loginPasswordNote')}</p>
        <TextField
          name="loginPassword"
          label={t('loginPassword')}
          required
          type="password"
          autoComplete="current-password"
        />
        <PaymentPasswordField />
        <FormOutcome outcome={outcome} />
        {needsPassword && (
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch(openMemberCentre({ page: 'securityCenter' }))}
          >
            {tc('setPaymentPassword')}
          </button>
        )}
        <div className="form-actions">
          {onCancel && (
            <button
              type="button"
              className="button button-outline"
              onClick={() => {
                clearPayeeDraft();
                onCancel();
              }}
            >
              {tc('cancel')}
            </button>
          )}
          <button type="submit" className="button button-accent" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? tc('pleaseWait') : t('savePayee')}
          </button>
        </div>
      </form>
    </FormikProvider>
  );
}
