import { useState } from 'react';
import type { CallResult } from '@/lib/accounts/send-call';
import type { ContractConflict } from '@/lib/contract/agent';
import { useRefusalText } from '../../member-centre/use-refusal-text';
import { useCurrency } from '../use-currency';

/**
 * A contract call that may end downline contracts: a CONFIRM_REQUIRED refusal keeps what it would
 * end (`conflicts`) for a confirm dialog, and `confirm()` sends the same call again with
 * `confirm: true`. Other refusals become `problem` text.
 */
export function useConfirmedCall<I extends object, T>(
  send: (input: I & { confirm?: boolean }) => Promise<CallResult<T>>,
  onDone: (value: T) => void,
) {
  const refusalText = useRefusalText();
  const currency = useCurrency();
  const [pending, setPending] = useState<{ input: I; conflicts: ContractConflict[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(input: I, confirm?: boolean): Promise<void> {
    setProblem(null);
    setBusy(true);
    const result = await send(confirm ? { ...input, confirm: true } : input);
    setBusy(false);
    if (result.ok) {
      setPending(null);
      onDone(result.value);
      return;
    }
    const conflicts = result.detail?.conflicts;
    if (result.code === 'CONFIRM_REQUIRED' && conflicts && !confirm) {
      setPending({ input, conflicts: conflicts as ContractConflict[] });
      return;
    }
    setPending(null);
    setProblem(refusalText(result, currency));
  }

  return {
    run: (input: I) => run(input),
    confirm: () => (pending ? run(pending.input, true) : Promise.resolve()),
    cancel: () => setPending(null),
    conflicts: pending?.conflicts ?? null,
    problem,
    busy,
  };
}
