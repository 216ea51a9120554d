'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { actionsFor, type ContractAction as Action } from '@/lib/agent/contracts';
import type { AgentContract, ContractKind } from '@/lib/contract/agent';
import { useContractAction } from '@/lib/hooks/use-agent-contracts';
import styles from '../agent-centre.module.css';
import { ConfirmDialog } from '../confirm-dialog';
import { ConflictDialog } from './conflict-dialog';
import { useConfirmedCall } from './use-confirmed-call';

/**
 * The contract's buttons. Reject and terminate ask first; accepting a rate below one this agent
 * gives a downline comes back CONFIRM_REQUIRED with those contracts, which a dialog names.
 */
export function ContractActions({
  contract,
  kind,
}: {
  contract: AgentContract;
  kind: ContractKind;
}) {
  const t = useTranslations('agentCentre');
  const { trigger } = useContractAction(kind);
  const [asking, setAsking] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const call = useConfirmedCall(
    (input: { contractId: number; action: Action; confirm?: boolean }) => trigger(input),
    (value) => setDone(t(`contractStatus.${value.status}`)),
  );
  const actions = actionsFor(contract);
  if (actions.length === 0 && !done && !call.problem) return null;
  return (
    <>
      {done && (
        <p className="form-success" role="status">
          {t('contracts.done', { status: done })}
        </p>
      )}
      {call.problem && (
        <p className="form-alert" role="alert">
          {call.problem}
        </p>
      )}
      <div className={styles.actions}>
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'accept' ? 'button button-accent' : 'button button-outline'}
            disabled={call.busy}
            onClick={() =>
              action === 'accept'
                ? void call.run({ contractId: contract.id, action })
                : setAsking(action)
            }
          >
            {t(`contracts.${action}`)}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={asking !== null && call.conflicts === null}
        title={asking ? t(`contracts.${asking}Title`) : ''}
        confirmLabel={asking ? t(`contracts.${asking}`) : ''}
        busy={call.busy}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          if (!asking) return;
          await call.run({ contractId: contract.id, action: asking });
          setAsking(null);
        }}
      >
        <p>
          {t('contracts.endText', {
            account:
              contract.side === 'downline'
                ? (contract.upline ?? t('contracts.platform'))
                : contract.downline,
          })}
        </p>
      </ConfirmDialog>
      <ConflictDialog
        conflicts={call.conflicts}
        busy={call.busy}
        onConfirm={() => void call.confirm()}
        onCancel={call.cancel}
      />
    </>
  );
}
