'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatRate } from '@/lib/agent/tiers';
import type { ContractTier } from '@/lib/contract/agent';
import { Money } from '../../wallet/money';
import { AgentTable } from '../agent-table';
import { useCurrency } from '../use-currency';

/** A contract's tiers, lowest first: the thresholds to meet and the rate they pay. */
export function TierTable({ tiers }: { tiers: ContractTier[] }) {
  const t = useTranslations('agentCentre.tiers');
  const tc = useTranslations('agentCentre');
  const locale = useLocale();
  const currency = useCurrency();
  const rows = tiers.map((tier, index) => ({ ...tier, index }));
  return (
    <AgentTable
      label={t('table')}
      rows={rows}
      rowKey={(row) => row.index}
      columns={[
        { key: 'tier', label: t('tier'), cell: (row) => row.index + 1 },
        {
          key: 'minBet',
          label: t('minBet'),
          numeric: true,
          cell: (row) => <Money minor={row.minBet} currency={currency} />,
        },
        {
          key: 'minLoss',
          label: t('minLoss'),
          numeric: true,
          cell: (row) => <Money minor={row.minLoss} currency={currency} />,
        },
        { key: 'minActive', label: t('minActive'), numeric: true, cell: (row) => row.minActive },
        {
          key: 'rate',
          label: tc('bills.rate'),
          numeric: true,
          cell: (row) => formatRate(row.rateBp, locale),
        },
      ]}
    />
  );
}
