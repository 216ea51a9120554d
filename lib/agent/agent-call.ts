import type { CallResult } from '../accounts/send-call';
import type { CallName, HttpMethod, RequestOf, ResponseOf } from '../contract/calls';
import { NETWORK, readAnswer } from '../wallet/wallet-call';

/** The agent centre's writes and their methods (a test holds them to the call table). */
export const AGENT_WRITES = {
  agentOpenAccount: 'PUT',
  agentLinkCreate: 'POST',
  agentLinkDisable: 'POST',
  agentSetGroup: 'POST',
  agentTransfer: 'POST',
  agentContractPropose: 'POST',
  dividendProcess: 'POST',
  dailySalaryProcess: 'POST',
  hourlySalaryProcess: 'POST',
  realtimeSalaryProcess: 'POST',
} as const satisfies Partial<Record<CallName, HttpMethod>>;

export type AgentWrite = keyof typeof AGENT_WRITES;

/** One agent-centre write through `/api/wps/{name}`; never throws (a network failure is a refusal). */
export async function sendAgentCall<N extends AgentWrite>(
  name: N,
  input: RequestOf<N>,
  locale: string,
): Promise<CallResult<ResponseOf<N>>> {
  try {
    const response = await fetch(`/api/wps/${name}`, {
      method: AGENT_WRITES[name],
      headers: {
        accept: 'application/json',
        'accept-language': locale,
        'content-type': 'application/json',
      },
      body: JSON.stringify(input),
      cache: 'no-store',
    });
    return await readAnswer<ResponseOf<N>>(response);
  } catch {
    return NETWORK;
  }
}
