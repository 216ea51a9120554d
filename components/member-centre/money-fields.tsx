'use client';

import { useTranslations } from 'next-intl';
import { string } from 'yup';
import { TextField } from '../auth/text-field';
import { FormOutcome, type Outcome } from './form-outcome';

/** Six digits, the rule of every payment password field. */
export function paymentPasswordSchema(invalid: string) {
  return string()
    .required(invalid)
    .matches(/^\d{6}$/, invalid);
}

/** A typed amount in the currency's major unit (the form parses it to minor units). */
export function AmountField({ label }: { label?: string }) {
  const tc = useTranslations('memberCentre');
  return (
    <TextField
      name="amount"
      label={label ?? tc('amount')}
      required
      inputMode="decimal"
      autoComplete="off"
    />
  );
}

export function PaymentPasswordField() {
  const tc = useTranslations('memberCentre');
  return (
    <TextField
      name="paymentPassword"
      label={tc('paymentPassword')}
      required
      type="password"
      inputMode="numeric"
      autoComplete="off"
    />
  );
}

/** The last submission's outcome above the submit button, which says so while it is sending. */
export function SubmitWithOutcome({
  outcome,
  submitting,
  label,
}: {
  outcome: Outcome;
  submitting: boolean;
  label: string;
}) {
  const tc = useTranslations('memberCentre');
  return (
    <>
      <FormOutcome outcome={outcome} />
      <button type="submit" className="button button-accent form-submit" disabled={submitting}>
        {submitting ? tc('pleaseWait') : label}
      </button>
    </>
  );
}
