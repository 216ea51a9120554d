'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { RECORD_TYPES, type RecordFilter, type RecordType } from '@/lib/hooks/use-account-records';

/** Type and date range (yyyy-MM-dd) of the account record; every change shows page 1 again. */
export function RecordFilters({
  filter,
  onChange,
  withType = true,
}: {
  filter: RecordFilter;
  onChange: (filter: RecordFilter) => void;
  /** False when the page shows one type only (bonus details). */
  withType?: boolean;
}) {
  const t = useTranslations('memberCentre.records');
  const id = useId();
  return (
    <div className="mc-filters">
      {withType && (
        <div className="mc-filter">
          <label htmlFor={`${id}-type`}>{t('type')}</label>
          <select
            id={`${id}-type`}
            value={filter.type ?? ''}
            onChange={(event) =>
              onChange({
                ...filter,
                type: (event.target.value || undefined) as RecordType | undefined,
              })
            }
          >
            <option value="">{t('allTypes')}</option>
            {RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="mc-filter">
        <label htmlFor={`${id}-from`}>{t('from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(event) => onChange({ ...filter, from: event.target.value || undefined })}
        />
      </div>
      <div className="mc-filter">
        <label htmlFor={`${id}-to`}>{t('to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(event) => onChange({ ...filter, to: event.target.value || undefined })}
        />
      </div>
    </div>
  );
}
