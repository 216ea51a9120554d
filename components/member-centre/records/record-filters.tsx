'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { RECORD_TYPES, type RecordFilter, type RecordType } from '@/lib/hooks/use-account-records';
import { FilterSelect } from '../filter-select';

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
        <FilterSelect
          label={t('type')}
          allLabel={t('allTypes')}
          value={filter.type}
          options={RECORD_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          onChange={(type) => onChange({ ...filter, type: type as RecordType | undefined })}
        />
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
