import useSWR from 'swr';
import type { PromotionState } from '../contract/rewards';
import { wpsFetch } from './wps-fetch';

export const PROMOTION_STATES_URL = '/api/wps/promotionStates';

/** Each claimable promotion's state for the signed-in member, by id (null key when away). */
export function usePromotionStates(enabled: boolean) {
  return useSWR<Record<number, PromotionState>>(enabled ? PROMOTION_STATES_URL : null, wpsFetch);
}
