import type { CallResult } from '../accounts/send-call';
import type { CallName, HttpMethod, RequestOf, ResponseOf } from '../contract/calls';
import { NETWORK, readAnswer } from '../wallet/wallet-call';

/** The game writes the browser makes, with their methods (the call table's, without loading it). */
export const GAME_CALLS = {
  favouriteAdd: 'POST',
  favouriteRemove: 'DELETE',
  launchGame: 'POST',
} as const satisfies Partial<Record<CallName, HttpMethod>>;

export type GameCall = keyof typeof GAME_CALLS;

/**
 * One game call through `/api/wps/{name}`, in the page language (the `Language` header the spec's
 * launch call carries); never throws (a network failure is a refusal with status 0).
 */
export async function sendGameCall<N extends GameCall>(
  name: N,
  input: RequestOf<N>,
  locale: string,
): Promise<CallResult<ResponseOf<N>>> {
  try {
    const response = await fetch(`/api/wps/${name}`, {
      method: GAME_CALLS[name],
      headers: {
        accept: 'application/json',
        'accept-language': locale,
        language: locale,
        'content-type': 'application/json',
      },
      body: JSON.stringify(input),
      cache: 'no-store',
      // A heart pressed just before leaving the page still counts.
      keepalive: name !== 'launchGame',
    });
    return await readAnswer<ResponseOf<N>>(response);
  } catch {
    return NETWORK;
  }
}
