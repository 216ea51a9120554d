'use client';

import { FormikProvider, useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { object, string } from 'yup';
import type { AgentProfile } from '@/lib/contract/agent';
import { useOpenAccount } from '@/lib/hooks/use-agent-downlines';
import { TextField } from '../../auth/text-field';
import type { Outcome } from '../../member-centre/form-outcome';
import { SubmitWithOutcome } from '../../member-centre/money-fields';
import { SelectField } from '../../member-centre/select-field';
import { useRefusalText } from '../../member-centre/use-refusal-text';
import { ACCOUNT_PATTERN } from '../account-search';
import { useCurrency } from '../use-currency';
import { useDownlineChoices } from './downline-choices';

/** Opens an account under this agent: name, password, member or agent, a group up to its own. */
export function OpenAccountForm({ profile }: { profile: AgentProfile }) {
  const t = useTranslations('agentCentre.register');
  const headingId = useId();
  const { trigger } = useOpenAccount();
  const refusalText = useRefusalText();
  const currency = useCurrency();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { types, groups } = useDownlineChoices(profile);
  const formik = useFormik({
    initialValues: {
      username: '',
      password: '',
      type: types[0]?.value ?? '0',
      prizeGroup: groups[0]?.value ?? String(profile.prizeGroup),
    },
    validationSchema: object({
      username: string()
        .required(t('usernameInvalid'))
        .matches(ACCOUNT_PATTERN, t('usernameInvalid')),
      password: string()
        .required(t('passwordInvalid'))
        .min(6, t('passwordInvalid'))
        .max(64, t('passwordInvalid')),
    }),
    onSubmit: async (values, helpers): Promise<void> => {
      setOutcome(null);
      const result = await trigger({
        username: values.username,
        password: values.password,
        type: Number(values.type),
        prizeGroup: Number(values.prizeGroup),
      });
      if (!result.ok) {
        if (result.code === 'ACCOUNT_EXISTS') helpers.setFieldError('username', result.text);
        else setOutcome({ ok: false, text: refusalText(result, currency) });
        return;
      }
      helpers.resetForm();
      setOutcome({ ok: true, text: t('opened', { account: result.value.account }) });
    },
  });
  return (
    <FormikProvider value={formik}>
      <form
        className="account-form mc-card"
        aria-labelledby={headingId}
        noValidate
        onSubmit={formik.handleSubmit}
      >
        <h4 id={headingId}>{t('openAccount')}</h4>
        <p className="mc-note">{t('openAccountNote', { group: profile.prizeGroup })}</p>
        <TextField name="username" label={t('username')} required autoComplete="off" />
        <TextField
          name="password"
          label={t('password')}
          required
          type="password"
          autoComplete="new-password"
          reveal={{ show: t('showPassword'), hide: t('hidePassword') }}
        />
        <div className="mc-row">
          <SelectField name="type" label={t('type')} options={types} />
          <SelectField name="prizeGroup" label={t('prizeGroup')} options={groups} />
        </div>
        <SubmitWithOutcome outcome={outcome} submitting={formik.isSubmitting} label={t('open')} />
      </form>
    </FormikProvider>
  );
}
