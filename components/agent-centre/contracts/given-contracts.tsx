'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatRate } from '@/lib/agent/tiers';
import type { AgentContract, ContractKind } from '@/lib/contract/agent';
import { DateTime } from '../../member-centre/date-time';
import { AgentBadge } from '../agent-badge';
import { AgentTable } from '../agent-table';
import { ContractActions } from './contract-actions';

/** The contracts this agent gave its directs, and the button that proposes a new one. */
export function GivenContracts({
  contracts,
  kind,
  proposing,
  onPropose,
}: {
  contracts: AgentContract[];
  kind: ContractKind;
  proposing: boolean;
  onPropose: () => void;
}) {
  const t = useTranslations('agentCentre');
  const locale = useLocale();
  return (
    <section className="mc-card">
      <div className="mc-item-head">
        <h4>{t('contracts.given')}</h4>
        {!proposing && (
          <button type="button" className="button button-accent" onClick={onPropose}>
            {t('contracts.propose')}
          </button>
        )}
      </div>
      {contracts.length === 0 ? (
        <p className="mc-note">{t('contracts.noneGiven')}</p>
      ) : (
        <AgentTable
          label={t('contracts.given')}
          rows={contracts}
          rowKey={(contract) => contract.id}
          columns={[
            { key: 'downline', label: t('account'), cell: (c) => c.downline },
            {
              key: 'status',
              label: t('status'),
              cell: (c) => <AgentBadge status={c.status} label={t(`contractStatus.${c.status}`)} />,
            },
            { key: 'period', label: t('contracts.period'), cell: (c) => t(`periods.${c.period}`) },
            { key: 'mode', label: t('contracts.mode'), cell: (c) => t(`modes.${c.mode}`) },
            {
              key: 'rate',
              label: t('contracts.topRate'),
              numeric: true,
              cell: (c) => formatRate(c.topRateBp, locale),
            },
            {
              key: 'created',
              label: t('contracts.created'),
              cell: (c) => <DateTime iso={c.createdAt} />,
            },
            {
              key: 'actions',
              label: t('actions'),
              cell: (c) => <ContractActions contract={c} kind={kind} />,
            },
          ]}
        />
      )}
    </section>
  );
}
