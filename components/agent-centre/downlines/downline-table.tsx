'use client';

import { useTranslations } from 'next-intl';
import type { Downline } from '@/lib/contract/agent';
import { DateTime } from '../../member-centre/date-time';
import { Money } from '../../wallet/money';
import { AgentBadge } from '../agent-badge';
import { AgentTable, type Column } from '../agent-table';
import { useCurrency } from '../use-currency';

/** One level of the team: a downline with directs opens its own level; every row can be managed. */
export function DownlineTable({
  downlines,
  onOpen,
  onManage,
}: {
  downlines: Downline[];
  onOpen: (downline: Downline) => void;
  onManage: (downline: Downline) => void;
}) {
  const t = useTranslations('agentCentre');
  const currency = useCurrency();
  const columns: Column<Downline>[] = [
    {
      key: 'account',
      label: t('account'),
      cell: (row) =>
        row.directs > 0 ? (
          <button
            type="button"
            className="link-button"
            aria-label={t('downlines.open', { account: row.account, count: row.directs })}
            onClick={() => onOpen(row)}
          >
            {row.account}
          </button>
        ) : (
          row.account
        ),
    },
    { key: 'type', label: t('type'), cell: (row) => t(`types.${row.type === 0 ? 0 : 1}`) },
    { key: 'group', label: t('prizeGroup'), numeric: true, cell: (row) => row.prizeGroup },
    {
      key: 'balance',
      label: t('balance'),
      numeric: true,
      cell: (row) => <Money minor={row.balance} currency={currency} />,
    },
    { key: 'team', label: t('teamSize'), numeric: true, cell: (row) => row.teamSize },
    { key: 'directs', label: t('directs'), numeric: true, cell: (row) => row.directs },
    {
      key: 'lastLogin',
      label: t('downlines.lastLogin'),
      cell: (row) => (row.lastLoginAt ? <DateTime iso={row.lastLoginAt} /> : '—'),
    },
    {
      key: 'status',
      label: t('status'),
      cell: (row) => <AgentBadge status={row.status} label={t(`memberStatus.${row.status}`)} />,
    },
    {
      key: 'actions',
      label: t('actions'),
      cell: (row) => (
        <button
          type="button"
          className="button button-outline"
          aria-label={t('downlines.manageAccount', { account: row.account })}
          onClick={() => onManage(row)}
        >
          {t('downlines.manage')}
        </button>
      ),
    },
  ];
  return (
    <AgentTable
      label={t('downlines.table')}
      columns={columns}
      rows={downlines}
      rowKey={(row) => row.account}
    />
  );
}
