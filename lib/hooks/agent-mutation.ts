import { useLocale } from 'next-intl';
import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { CallResult } from '../accounts/send-call';
import { sendAgentCall, type AgentWrite } from '../agent/agent-call';
import type { CallName, RequestOf, ResponseOf } from '../contract/calls';

/** Every cached answer of these calls asks again (keeping what it shows until the answer comes). */
export function refreshAgentViews(names: readonly CallName[]): Promise<unknown> {
  return mutate((key) => {
    if (typeof key !== 'string') return false;
    return names.some((name) => key === `/api/wps/${name}` || key.startsWith(`/api/wps/${name}?`));
  });
}

/**
 * An agent-centre write as an SWR mutation: `trigger(input)` resolves with the call's result (a
 * refusal is a result, never a throw); after a success the views it changes ask again.
 */
export function useAgentMutation<N extends AgentWrite>(name: N, changes: readonly CallName[]) {
  const locale = useLocale();
  return useSWRMutation<CallResult<ResponseOf<N>>, Error, string, RequestOf<N>>(
    `/api/wps/${name}`,
    (_key, { arg }) => sendAgentCall(name, arg, locale),
    {
      onSuccess: (result) => {
        if (result.ok) void refreshAgentViews(changes);
      },
    },
  );
}
