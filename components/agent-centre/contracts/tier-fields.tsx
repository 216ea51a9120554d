'use client';

import { getIn, useFormikContext } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { EMPTY_TIER, formatRate, type TierDraft, type TierField } from '@/lib/agent/tiers';
import { CONTRACT_LIMITS } from '@/lib/contract/agent';
import styles from '../agent-centre.module.css';
import type { ProposeValues } from './propose-form';

const FIELDS: { field: TierField; mode: 'decimal' | 'numeric' }[] = [
  { field: 'minBet', mode: 'decimal' },
  { field: 'minLoss', mode: 'decimal' },
  { field: 'minActive', mode: 'numeric' },
  { field: 'rate', mode: 'decimal' },
];

/** 1–10 tiers, each a row of thresholds (money, members) and the rate in percent. */
export function TierFields({ maxRateBp }: { maxRateBp?: number }) {
  const t = useTranslations('agentCentre.tiers');
  const locale = useLocale();
  const { values, setFieldValue } = useFormikContext<ProposeValues>();
  const tiers = values.tiers;
  const set = (next: TierDraft[]) => void setFieldValue('tiers', next);
  return (
    <fieldset className={styles.tiers}>
      <legend>{t('title')}</legend>
      <p className="mc-note">
        {t('note', { max: formatRate(maxRateBp ?? CONTRACT_LIMITS.maxRateBp, locale) })}
      </p>
      {tiers.map((_, index) => (
        <TierRow
          key={index}
          index={index}
          onRemove={tiers.length > 1 ? () => set(tiers.filter((__, i) => i !== index)) : undefined}
        />
      ))}
      {tiers.length < CONTRACT_LIMITS.maxTiers && (
        <button
          type="button"
          className="button button-outline"
          onClick={() => set([...tiers, EMPTY_TIER])}
        >
          {t('add')}
        </button>
      )}
    </fieldset>
  );
}

function TierRow({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const t = useTranslations('agentCentre.tiers');
  const id = useId();
  const formik = useFormikContext<ProposeValues>();
  return (
    <fieldset className={styles.tier} data-tier={index}>
      <legend>{t('tierNumber', { n: index + 1 })}</legend>
      {FIELDS.map(({ field, mode }) => {
        const name = `tiers.${index}.${field}`;
        const error = getIn(formik.errors, name) as string | undefined;
        const shown = Boolean(error && (getIn(formik.touched, name) || formik.submitCount > 0));
        return (
          <div key={field} className="mc-filter" data-invalid={shown || undefined}>
            <label htmlFor={`${id}-${field}`}>{t(field)}</label>
            <input
              id={`${id}-${field}`}
              name={name}
              value={(getIn(formik.values, name) as string) ?? ''}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              inputMode={mode}
              autoComplete="off"
              placeholder={field === 'rate' ? '%' : '0'}
              aria-invalid={shown || undefined}
              aria-describedby={shown ? `${id}-${field}-error` : undefined}
            />
            {shown && (
              <p id={`${id}-${field}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {onRemove && (
        <button
          type="button"
          className="button button-outline"
          aria-label={t('removeTier', { n: index + 1 })}
          onClick={onRemove}
        >
          {t('remove')}
        </button>
      )}
    </fieldset>
  );
}
