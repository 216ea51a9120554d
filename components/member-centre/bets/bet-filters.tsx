'use client';

import { useTranslations } from 'next-intl';
import type { BetStatus } from '@/lib/contract/wallet';
import { BET_STATUSES, type BetFilter } from '@/lib/hooks/use-bet-records';
import { useVendorWallets } from '@/lib/hooks/use-vendor-wallets';
import { DateRangeFields } from '../date-range-fields';
import { FilterSelect } from '../filter-select';

/** Period, vendor and status of the betting record; every change shows page 1 again. */
export function BetFilters({
  filter,
  onChange,
}: {
  filter: BetFilter;
  onChange: (filter: BetFilter) => void;
}) {
  const t = useTranslations('memberCentre.bets');
  const vendors = useVendorWallets() ?? [];
  return (
    <div className="mc-filters bet-filters">
      <DateRangeFields
        range={filter}
        onChange={onChange}
        labels={{ from: t('from'), to: t('to') }}
      />
      <FilterSelect
        label={t('vendor')}
        allLabel={t('allVendors')}
        value={filter.vendor}
        options={vendors.map((vendor) => ({ value: vendor.code, label: vendor.name }))}
        onChange={(vendor) => onChange({ ...filter, vendor })}
      />
      <FilterSelect
        label={t('status')}
        allLabel={t('allStatuses')}
        value={filter.status}
        options={BET_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        onChange={(status) => onChange({ ...filter, status: status as BetStatus | undefined })}
      />
    </div>
  );
}
