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
  const method = GAME_CALLS[name];
  // The call table reads a DELETE's input from the query string, like a GET's.
  const inQuery = method === 'DELETE';
  const query = new URLSearchParams(
    Object.entries(input).map(([key, value]) => [key, String(value)]),
  );
  try {
    const response = await fetch(`/api/wps/${name}${inQuery ? `?${query}` : ''}`, {
      method,
      headers: {
        accept: 'application/json',
        'accept-language': locale,
        language: locale,
        ...(inQuery ? {} : { 'content-type': 'application/json' }),
      },
      body: inQuery ? undefined : JSON.stringify(input),
      cache: 'no-store',
      // A heart pressed just before leaving the page still counts.
      keepalive: name !== 'launchGame',
    });
    return await readAnswer<ResponseOf<N>>(response);
  } catch {
    return NETWORK;
  }
}
