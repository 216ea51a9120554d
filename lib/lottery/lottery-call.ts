import type { CallResult } from '../accounts/send-call';
import type { CallName, HttpMethod, RequestOf, ResponseOf } from '../contract/calls';
import { NETWORK, readAnswer } from '../wallet/wallet-call';

/** The lottery writes the browser makes (all JSON POSTs), checked against the call table. */
export const LOTTERY_CALLS = {
  lotteryBet: 'POST',
  lotteryChase: 'POST',
  lotteryCancel: 'POST',
  lotteryChaseCancel: 'POST',
} as const satisfies Partial<Record<CallName, HttpMethod>>;

export type LotteryCall = keyof typeof LOTTERY_CALLS;

/** One lottery write through `/api/wps/{name}`; never throws (a network failure is status 0). */
export async function sendLotteryCall<N extends LotteryCall>(
  name: N,
  input: RequestOf<N>,
  locale: string,
): Promise<CallResult<ResponseOf<N>>> {
  try {
    const response = await fetch(`/api/wps/${name}`, {
      method: LOTTERY_CALLS[name],
      headers: {
        accept: 'application/json',
        'accept-language': locale,
        language: locale,
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
