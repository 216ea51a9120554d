'use client';

import { FormikProvider, useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { object, string } from 'yup';
import type { Downline } from '@/lib/contract/agent';
import { useTransferDownline } from '@/lib/hooks/use-agent-downlines';
import { TextField } from '../../auth/text-field';
import type { Outcome } from '../../member-centre/form-outcome';
import { SubmitWithOutcome } from '../../member-centre/money-fields';
import { useRefusalText } from '../../member-centre/use-refusal-text';
import { ACCOUNT_PATTERN } from '../account-search';
import { useCurrency } from '../use-currency';

/** Moves a downline (with its own team) under another agent of the team, or the agent itself. */
export function TransferForm({ downline }: { downline: Downline }) {
  const t = useTranslations('agentCentre.downlines');
  const { trigger } = useTransferDownline();
  const refusalText = useRefusalText();
  const currency = useCurrency();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formik = useFormik({
    initialValues: { to: '' },
    validationSchema: object({
      to: string()
        .required(t('uplineInvalid'))
        .matches(ACCOUNT_PATTERN, t('uplineInvalid'))
        .notOneOf([downline.account], t('uplineSelf')),
    }),
    onSubmit: async (values, helpers): Promise<void> => {
      setOutcome(null);
      const result = await trigger({ account: downline.account, to: values.to });
      if (!result.ok) return setOutcome({ ok: false, text: refusalText(result, currency) });
      helpers.resetForm();
      setOutcome({
        ok: true,
        text: t('transferred', { account: downline.account, to: values.to }),
      });
    },
  });
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <p className="mc-note">{t('transferNote')}</p>
        <TextField name="to" label={t('newUpline')} required autoComplete="off" />
        <SubmitWithOutcome
          outcome={outcome}
          submitting={formik.isSubmitting}
          label={t('transfer')}
        />
      </form>
    </FormikProvider>
  );
}
