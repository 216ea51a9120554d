'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { object, string } from 'yup';
import { openMemberCentre } from '@/lib/store/member-centre-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { TextField } from '../../auth/text-field';
import { FormOutcome, type Outcome } from '../form-outcome';
import { PaymentPasswordField, paymentPasswordSchema } from '../money-fields';

type Props = { first: boolean; onDone: () => void; onCancel?: () => void };

/** Binds a bank account for withdrawals; the payment password proves it is the member. */
export function PayeeForm({ first, onDone, onCancel }: Props) {
  const t = useTranslations('memberCentre.withdraw');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const formik = useFormik({
    initialValues: { payeeName: '', bankName: '', accountNumber: '', paymentPassword: '' },
    validationSchema: object({
      payeeName: string()
        .trim()
        .required(t('payeeNameInvalid'))
        .matches(/^[\p{L} .'-]{2,60}$/u, t('payeeNameInvalid')),
      bankName: string().trim().required(t('bankNameInvalid')).max(60, t('bankNameInvalid')),
      accountNumber: string()
        .required(t('accountNumberInvalid'))
        .matches(/^\d{6,30}$/, t('accountNumberInvalid')),
      paymentPassword: paymentPasswordSchema(tc('paymentPasswordInvalid')),
    }),
    onSubmit: async (values, helpers): Promise<void> => {
      setOutcome(null);
      const result = await sendWalletCall('payeeAdd', values, locale);
      if (result.ok) return onDone();
      if (result.code === 'PAYMENT_PASSWORD_INCORRECT')
        return void helpers.setFieldError('paymentPassword', result.text);
      setNeedsPassword(result.code === 'PAYMENT_PASSWORD_REQUIRED');
      setOutcome({ ok: false, text: result.text || tc('failed') });
    },
  });
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <h4>{t('addPayee')}</h4>
        {first && <p className="mc-note">{t('addPayeeFirst')}</p>}
        <TextField name="payeeName" label={t('payeeName')} required autoComplete="name" />
        <TextField name="bankName" label={t('bankName')} required autoComplete="off" />
        <TextField
          name="accountNumber"
          label={t('accountNumber')}
          required
          inputMode="numeric"
          autoComplete="off"
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
            <button type="button" className="button button-outline" onClick={onCancel}>
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
