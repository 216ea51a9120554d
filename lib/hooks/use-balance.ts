import useSWR, { mutate } from 'swr';
import type { ResponseOf } from '../contract/calls';
import { MISSION_SUMMARY_URL, MISSIONS_URL } from './use-missions';
import { POINTS_SUMMARY_URL } from './use-points';
import { wpsFetch } from './wps-fetch';
import { BONUS_TURNOVER_URL, PROMOTION_STATES_URL } from './use-rewards';

export const BALANCE_URL = '/api/wps/balance';

/** The member's total balance, currency and unread message count (header); null key when away. */
export function useBalance(enabled: boolean) {
  // Back on the tab, the balance is asked again: an operator may have credited a deposit meanwhile.
  return useSWR<ResponseOf<'balance'>>(enabled ? BALANCE_URL : null, wpsFetch, {
    revalidateOnFocus: true,
    dedupingInterval: 1000,
  });
}

/** Every wallet view that money actions change. */
const MONEY_URLS = [
  BALANCE_URL,
  '/api/wps/walletBalances',
  '/api/wps/withdrawals',
  '/api/wps/deposits',
  '/api/wps/transactionHistory',
  // Decided deposits and withdrawals leave a notice in the inbox.
  '/api/wps/messages',
  // Bonuses: their wagering moves with every bet, and a claim changes what can be claimed.
  BONUS_TURNOVER_URL,
  PROMOTION_STATES_URL,
  // Settled bets earn points and move missions; deposits move missions too.
  POINTS_SUMMARY_URL,
  MISSIONS_URL,
  MISSION_SUMMARY_URL,
];

/**
 * After every money action: balances, lists and records ask again, keeping what they show until
 * the answer comes (a key filter alone revalidates; passing data would replace it).
 */
export function refreshMoney(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && MONEY_URLS.some((url) => key.startsWith(url)));
}
