'use client';

import { FormikProvider, useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { prizeGroupsBetween } from '@/lib/agent/prize-groups';
import type { Downline } from '@/lib/contract/agent';
import { useAgentProfile } from '@/lib/hooks/use-agent-profile';
import { useSetGroup } from '@/lib/hooks/use-agent-downlines';
import type { Outcome } from '../../member-centre/form-outcome';
import { SubmitWithOutcome } from '../../member-centre/money-fields';
import { SelectField } from '../../member-centre/select-field';
import { useRefusalText } from '../../member-centre/use-refusal-text';
import { useCurrency } from '../use-currency';

/** A downline's new prize group, at most the agent's own (its upline's, the platform checks). */
export function SetGroupForm({ downline }: { downline: Downline }) {
  const t = useTranslations('agentCentre.downlines');
  const { data: profile } = useAgentProfile();
  const { trigger } = useSetGroup();
  const refusalText = useRefusalText();
  const currency = useCurrency();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const groups = profile
    ? prizeGroupsBetween(profile.minPrizeGroup, profile.prizeGroup)
    : [downline.prizeGroup];
  const formik = useFormik({
    initialValues: { prizeGroup: String(downline.prizeGroup) },
    onSubmit: async (values): Promise<void> => {
      setOutcome(null);
      const prizeGroup = Number(values.prizeGroup);
      const result = await trigger({ account: downline.account, prizeGroup });
      setOutcome(
        result.ok
          ? { ok: true, text: t('groupSet', { account: downline.account, group: prizeGroup }) }
          : { ok: false, text: refusalText(result, currency) },
      );
    },
  });
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <SelectField
          name="prizeGroup"
          label={t('newGroup')}
          options={groups.map((group) => ({ value: String(group), label: String(group) }))}
        />
        <SubmitWithOutcome
          outcome={outcome}
          submitting={formik.isSubmitting}
          label={t('setGroup')}
        />
      </form>
    </FormikProvider>
  );
}
