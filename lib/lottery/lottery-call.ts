import type { CallResult } from '../accounts/send-call';
import type { CallName, RequestOf, ResponseOf } from '../contract/calls';
import { postCall } from '../wallet/wallet-call';

/** The lottery writes the browser makes (all JSON POSTs through the call table). */
export type LotteryCall = Extract<
  CallName,
  'lotteryBet' | 'lotteryChase' | 'lotteryCancel' | 'lotteryChaseCancel'
>;

/** One lottery write through `/api/wps/{name}`, in the page language; never throws. */
export const sendLotteryCall = <N extends LotteryCall>(
  name: N,
  input: RequestOf<N>,
  locale: string,
): Promise<CallResult<ResponseOf<N>>> => postCall(name, input, locale, { language: true });
