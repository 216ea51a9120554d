'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { myContracts } from '@/lib/agent/contracts';
import type { ContractKind } from '@/lib/contract/agent';
import { useAgentContracts } from '@/lib/hooks/use-agent-contracts';
import { ListState } from '../../member-centre/list-state';
import { BillList } from './bill-list';
import { GivenContracts } from './given-contracts';
import { MyContract } from './my-contract';
import { ProposeForm } from './propose-form';

/**
 * One kind of contract (dividends, daily, hourly or real-time wages): the agent's own contract
 * from its upline, those it gave its directs, a proposal form, and the bills below.
 */
export function ContractPage({
  kind,
  proposeTo,
}: {
  kind: ContractKind;
  proposeTo: string | null;
}) {
  const t = useTranslations('agentCentre.contracts');
  const { data: contracts, error, isLoading, mutate } = useAgentContracts(kind);
  // undefined: no form; '': the form without a downline chosen yet.
  const [proposing, setProposing] = useState<string | undefined>(proposeTo ?? undefined);
  const mine = myContracts(contracts ?? []);
  const active = mine.find((contract) => contract.status === 'ACTIVE');
  const given = contracts?.filter((contract) => contract.side === 'upline') ?? [];
  return (
    <div className="mc-stack">
      {!contracts ? (
        <ListState
          loading={isLoading}
          error={Boolean(error)}
          empty={false}
          emptyText=""
          onRetry={() => void mutate()}
        />
      ) : (
        <>
          {mine.length === 0 ? (
            <MyContract contract={null} kind={kind} />
          ) : (
            mine.map((contract) => <MyContract key={contract.id} contract={contract} kind={kind} />)
          )}
          <GivenContracts
            contracts={given}
            kind={kind}
            proposing={proposing !== undefined}
            onPropose={() => setProposing('')}
          />
          {proposing !== undefined && (
            <ProposeForm
              kind={kind}
              downline={proposing}
              maxRateBp={active?.topRateBp}
              onClose={() => setProposing(undefined)}
            />
          )}
        </>
      )}
      <BillList kind={kind} title={t('bills')} />
    </div>
  );
}
