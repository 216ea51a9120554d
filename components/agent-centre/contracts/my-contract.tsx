'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { AgentContract, ContractKind } from '@/lib/contract/agent';
import { AgentBadge } from '../agent-badge';
import { ContractActions } from './contract-actions';
import { ContractTerms } from './contract-terms';

/** The contract this agent holds from its upline (or the platform), with accept/reject/terminate. */
export function MyContract({
  contract,
  kind,
}: {
  contract: AgentContract | null;
  kind: ContractKind;
}) {
  const t = useTranslations('agentCentre');
  const headingId = useId();
  return (
    <section className="mc-card" aria-labelledby={headingId} data-testid="my-contract">
      <div className="mc-item-head">
        <h4 id={headingId}>
          {contract?.status === 'PENDING' ? t('contracts.offer') : t('contracts.mine')}
        </h4>
        {contract && (
          <AgentBadge status={contract.status} label={t(`contractStatus.${contract.status}`)} />
        )}
      </div>
      {contract ? (
        <>
          <p className="mc-note">
            {t('contracts.fromUpline', { account: contract.upline ?? t('contracts.platform') })}
          </p>
          <ContractTerms contract={contract} />
          <ContractActions contract={contract} kind={kind} />
        </>
      ) : (
        <p className="mc-note">{t('contracts.noneMine', { kind: t(`kinds.${kind}`) })}</p>
      )}
    </section>
  );
}
