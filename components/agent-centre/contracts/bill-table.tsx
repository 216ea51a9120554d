'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatRate } from '@/lib/agent/tiers';
import type { AgentBill, BillPage } from '@/lib/contract/agent';
import { Money } from '../../wallet/money';
import { AgentBadge } from '../agent-badge';
import { AgentTable, type Column } from '../agent-table';
import { useCurrency } from '../use-currency';
import { WindowText } from './window-text';

type Totals = BillPage['totals'];
const TOTALLED = ['gross', 'net', 'due', 'paid'] as const;

/** Bills with their window, the team's figures, the rate applied, what was due and paid. */
export function BillTable({ bills, totals }: { bills: AgentBill[]; totals?: Totals }) {
  const t = useTranslations('agentCentre');
  const locale = useLocale();
  const currency = useCurrency();
  const money = (minor: number, signed?: boolean) => (
    <Money minor={minor} currency={currency} signed={signed} />
  );
  const base: Column<AgentBill>[] = [
    {
      key: 'window',
      label: t('bills.window'),
      cell: (bill) => <WindowText start={bill.windowStart} end={bill.windowEnd} />,
    },
    { key: 'account', label: t('account'), cell: (bill) => bill.account },
    {
      key: 'teamBet',
      label: t('bills.teamBet'),
      numeric: true,
      cell: (bill) => money(bill.teamBet),
    },
    {
      key: 'teamPnl',
      label: t('bills.teamPnl'),
      numeric: true,
      cell: (bill) => money(bill.teamPnl, true),
    },
    { key: 'active', label: t('bills.active'), numeric: true, cell: (bill) => bill.active },
    // Floating mode scales the rate, so it may carry decimals of a basis point.
    {
      key: 'rate',
      label: t('bills.rate'),
      numeric: true,
      cell: (bill) => formatRate(bill.rateBp, locale),
    },
    { key: 'gross', label: t('bills.gross'), numeric: true, cell: (bill) => money(bill.gross) },
    {
      key: 'downline',
      label: t('bills.downlineTotal'),
      numeric: true,
      cell: (bill) => money(bill.downlineTotal),
    },
    { key: 'net', label: t('bills.net'), numeric: true, cell: (bill) => money(bill.net) },
    { key: 'due', label: t('bills.due'), numeric: true, cell: (bill) => money(bill.due) },
    { key: 'paid', label: t('bills.paid'), numeric: true, cell: (bill) => money(bill.paid) },
    {
      key: 'status',
      label: t('status'),
      cell: (bill) => <AgentBadge status={bill.status} label={t(`billStatus.${bill.status}`)} />,
    },
  ];
  const columns = base.map((column) =>
    totals && (TOTALLED as readonly string[]).includes(column.key)
      ? { ...column, total: money(totals[column.key as (typeof TOTALLED)[number]]) }
      : column,
  );
  return (
    <AgentTable
      label={t('bills.table')}
      columns={columns}
      rows={bills}
      rowKey={(bill) => bill.id}
      totalsLabel={totals ? t('totals') : undefined}
    />
  );
}
