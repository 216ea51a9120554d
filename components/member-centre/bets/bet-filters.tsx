'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { BetStatus } from '@/lib/contract/wallet';
import { BET_STATUSES, type BetFilter } from '@/lib/hooks/use-bet-records';
import { useVendorWallets } from '@/lib/hooks/use-vendor-wallets';
import { DateRangeFields } from '../date-range-fields';

/** Period, vendor and status of the betting record; every change shows page 1 again. */
export function BetFilters({
  filter,
  onChange,
}: {
  filter: BetFilter;
  onChange: (filter: BetFilter) => void;
}) {
  const t = useTranslations('memberCentre.bets');
  const id = useId();
  const vendors = useVendorWallets() ?? [];
  return (
    <div className="mc-filters bet-filters">
      <DateRangeFields
        range={filter}
        onChange={onChange}
        labels={{ from: t('from'), to: t('to') }}
      />
      <div className="mc-filter">
        <label htmlFor={`${id}-vendor`}>{t('vendor')}</label>
        <select
          id={`${id}-vendor`}
          value={filter.vendor ?? ''}
          onChange={(event) => onChange({ ...filter, vendor: event.target.value || undefined })}
        >
          <option value="">{t('allVendors')}</option>
          {vendors.map((vendor) => (
            <option key={vendor.code} value={vendor.code}>
              {vendor.name}
            </option>
          ))}
        </select>
      </div>
      <div className="mc-filter">
        <label htmlFor={`${id}-status`}>{t('status')}</label>
        <select
          id={`${id}-status`}
          value={filter.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filter,
              status: (event.target.value || undefined) as BetStatus | undefined,
            })
          }
        >
          <option value="">{t('allStatuses')}</option>
          {BET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
