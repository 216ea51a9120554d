'use client';

import { FormikProvider, useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { number, object } from 'yup';
import type { AgentProfile } from '@/lib/contract/agent';
import { useCreateLink } from '@/lib/hooks/use-agent-links';
import { TextField } from '../../auth/text-field';
import type { Outcome } from '../../member-centre/form-outcome';
import { SubmitWithOutcome } from '../../member-centre/money-fields';
import { SelectField } from '../../member-centre/select-field';
import { useRefusalText } from '../../member-centre/use-refusal-text';
import { useCurrency } from '../use-currency';
import { useDownlineChoices } from './downline-choices';

/** Whole numbers in a range, or nothing (the field is optional). */
const optionalCount = (max: number, message: string) =>
  number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(max, message)
    .optional();

/** A new invitation link: the type and group it opens, and optionally its expiry and use limit. */
export function LinkForm({ profile }: { profile: AgentProfile }) {
  const t = useTranslations('agentCentre.links');
  const { trigger } = useCreateLink();
  const refusalText = useRefusalText();
  const currency = useCurrency();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { types, groups } = useDownlineChoices(profile);
  const formik = useFormik({
    initialValues: {
      type: types[0]?.value ?? '0',
      prizeGroup: groups[0]?.value ?? String(profile.prizeGroup),
      expiresInDays: '',
      maxUses: '',
    },
    validationSchema: object({
      expiresInDays: optionalCount(365, t('daysInvalid')),
      maxUses: optionalCount(100_000, t('usesInvalid')),
    }),
    onSubmit: async (values): Promise<void> => {
      setOutcome(null);
      const result = await trigger({
        type: Number(values.type),
        prizeGroup: Number(values.prizeGroup),
        expiresInDays: values.expiresInDays === '' ? undefined : Number(values.expiresInDays),
        maxUses: values.maxUses === '' ? undefined : Number(values.maxUses),
      });
      setOutcome(
        result.ok
          ? { ok: true, text: t('created', { code: result.value.code }) }
          : { ok: false, text: refusalText(result, currency) },
      );
    },
  });
  return (
    <FormikProvider value={formik}>
      <form
        className="account-form"
        noValidate
        onSubmit={formik.handleSubmit}
        aria-label={t('create')}
      >
        <div className="mc-row">
          <SelectField name="type" label={t('type')} options={types} />
          <SelectField name="prizeGroup" label={t('prizeGroup')} options={groups} />
        </div>
        <div className="mc-row">
          <TextField
            name="expiresInDays"
            label={t('expiresInDays')}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField name="maxUses" label={t('maxUses')} inputMode="numeric" autoComplete="off" />
        </div>
        <SubmitWithOutcome outcome={outcome} submitting={formik.isSubmitting} label={t('create')} />
      </form>
    </FormikProvider>
  );
}
