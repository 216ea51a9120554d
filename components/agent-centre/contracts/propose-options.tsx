'use client';

import { useField, useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import { CONTRACT_PERIODS, type ContractKind } from '@/lib/contract/agent';
import { useAgentDownlines } from '@/lib/hooks/use-agent-downlines';
import { SelectField } from '../../member-centre/select-field';
import styles from '../agent-centre.module.css';
import type { ProposeValues } from './propose-form';

const MODES = ['FIXED', 'FLOATING'] as const;
const CARRY = ['NONE', 'PERMANENT', 'PREVIOUS', 'SECOND_HALF'] as const;

/** Who gets the offer (one of the agent's directs) and the contract's period, mode and options. */
export function ProposeOptions({ kind }: { kind: ContractKind }) {
  const t = useTranslations('agentCentre');
  const { values } = useFormikContext<ProposeValues>();
  const directs = useAgentDownlines({ pageSize: 100 }).data?.list ?? [];
  const accounts = directs.map((direct) => direct.account);
  if (values.downline && !accounts.includes(values.downline)) accounts.unshift(values.downline);
  return (
    <>
      <div className={`mc-row ${styles.rowTop}`}>
        <SelectField
          name="downline"
          label={t('propose.downline')}
          options={[
            { value: '', label: t('propose.chooseDownline') },
            ...accounts.map((account) => ({ value: account, label: account })),
          ]}
        />
        <SelectField
          name="period"
          label={t('contracts.period')}
          options={CONTRACT_PERIODS[kind].map((period) => ({
            value: period,
            label: t(`periods.${period}`),
          }))}
        />
      </div>
      <div className={`mc-row ${styles.rowTop}`}>
        <SelectField
          name="mode"
          label={t('contracts.mode')}
          options={MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
        />
        {kind === 'DIVIDEND' ? (
          <SelectField
            name="carry"
            label={t('contracts.carry')}
            options={CARRY.map((carry) => ({ value: carry, label: t(`carry.${carry}`) }))}
          />
        ) : (
          <CheckLossField label={t('propose.checkLoss')} />
        )}
      </div>
      <p className="mc-note">{t(`propose.modeNote.${values.mode}`)}</p>
    </>
  );
}

function CheckLossField({ label }: { label: string }) {
  const [field] = useField<boolean>({ name: 'checkLoss', type: 'checkbox' });
  return (
    <label className={`check ${styles.checkLoss}`}>
      <input
        type="checkbox"
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
      <span>{label}</span>
    </label>
  );
}
