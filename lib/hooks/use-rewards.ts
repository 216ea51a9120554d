import useSWR from 'swr';
import type { BonusTurnover, PromotionState } from '../contract/rewards';
import { wpsFetch } from './wps-fetch';

export const PROMOTION_STATES_URL = '/api/wps/promotionStates';

/** Each claimable promotion's state for the signed-in member, by id (null key when away). */
export function usePromotionStates(enabled: boolean) {
  return useSWR<Record<number, PromotionState>>(enabled ? PROMOTION_STATES_URL : null, wpsFetch);
}

export const BONUS_TURNOVER_URL = '/api/wps/bonusTurnover';

/** The member's bonus wagering requirements, newest first. */
export function useBonusTurnover() {
  return useSWR<BonusTurnover[]>(BONUS_TURNOVER_URL, wpsFetch);
}
