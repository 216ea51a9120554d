'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { EMPTY_TIER, readTiers, type TierDraft } from '@/lib/agent/tiers';
import {
  CONTRACT_PERIODS,
  type CarryOver,
  type ContractKind,
  type ContractMode,
  type ContractPeriod,
} from '@/lib/contract/agent';
import { useProposeContract } from '@/lib/hooks/use-agent-contracts';
import { SubmitWithOutcome } from '../../member-centre/money-fields';
import type { Outcome } from '../../member-centre/form-outcome';
import styles from '../agent-centre.module.css';
import { useCurrency } from '../use-currency';
import { ConflictDialog } from './conflict-dialog';
import { ProposeOptions } from './propose-options';
import { TierFields } from './tier-fields';
import { useConfirmedCall } from './use-confirmed-call';
import { useTierMessages } from './use-tier-messages';

export type ProposeValues = {
  downline: string;
  period: ContractPeriod;
  mode: ContractMode;
  carry: CarryOver;
  checkLoss: boolean;
  tiers: TierDraft[];
};

/**
 * A contract offer to a direct: period, mode, carry-over (dividends) or loss check (wages), and
 * 1–10 tiers typed in money and percent, sent as minor units and basis points. An offer that
 * would end downline contracts asks first.
 */
export function ProposeForm({
  kind,
  downline,
  maxRateBp,
  onClose,
}: {
  kind: ContractKind;
  downline: string;
  /** The agent's own rate: what it gives cannot be higher. */
  maxRateBp?: number;
  onClose: () => void;
}) {
  const t = useTranslations('agentCentre.propose');
  const locale = useLocale();
  const currency = useCurrency();
  const headingId = useId();
  const tierMessage = useTierMessages();
  const { trigger } = useProposeContract();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const call = useConfirmedCall(trigger, (contract) => {
    setOutcome({ ok: true, text: t('sent', { account: contract.downline }) });
  });
  const formik = useFormik<ProposeValues>({
    initialValues: {
      downline,
      period: CONTRACT_PERIODS[kind][0] ?? 'D',
      mode: 'FIXED',
      carry: 'NONE',
      checkLoss: false,
      tiers: [EMPTY_TIER],
    },
    validate: (values) => {
      const errors: Record<string, unknown> = {};
      if (!values.downline) errors.downline = t('downlineRequired');
      const reading = readTiers(values.tiers, currency, locale, maxRateBp);
      if (!reading.ok) {
        const tiers: Partial<Record<keyof TierDraft, string>>[] = values.tiers.map(() => ({}));
        for (const problem of reading.problems) {
          const row = tiers[problem.index];
          if (row && !row[problem.field]) row[problem.field] = tierMessage(problem, maxRateBp);
        }
        errors.tiers = tiers;
      }
      return errors;
    },
    onSubmit: async (values): Promise<void> => {
      setOutcome(null);
      const reading = readTiers(values.tiers, currency, locale, maxRateBp);
      if (!reading.ok) return;
      await call.run({
        kind,
        downline: values.downline,
        period: values.period,
        mode: values.mode,
        carry: kind === 'DIVIDEND' ? values.carry : 'NONE',
        checkLoss: kind === 'DIVIDEND' ? false : values.checkLoss,
        tiers: reading.tiers,
      });
    },
  });
  return (
    <FormikProvider value={formik}>
      <form
        className={`account-form mc-card ${styles.propose}`}
        aria-labelledby={headingId}
        noValidate
        onSubmit={formik.handleSubmit}
      >
        <div className="mc-item-head">
          <h4 id={headingId}>{t('title')}</h4>
          <button type="button" className="button button-outline" onClick={onClose}>
            {t('close')}
          </button>
        </div>
        <ProposeOptions kind={kind} />
        <TierFields maxRateBp={maxRateBp} />
        {call.problem && (
          <p className="form-alert" role="alert">
            {call.problem}
          </p>
        )}
        <SubmitWithOutcome outcome={outcome} submitting={formik.isSubmitting} label={t('send')} />
      </form>
      <ConflictDialog
        conflicts={call.conflicts}
        busy={call.busy}
        onConfirm={() => void call.confirm()}
        onCancel={call.cancel}
      />
    </FormikProvider>
  );
}
