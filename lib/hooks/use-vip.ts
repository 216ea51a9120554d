import useSWR from 'swr';
import type { VipProgress } from '../contract/rewards';
import { wpsFetch } from './wps-fetch';

export const VIP_PROGRESS_URL = '/api/wps/vipProgress';

/** The member's club rank, lifetime totals and what is left for the next rank (null key when away). */
export function useVipProgress(enabled: boolean) {
  return useSWR<VipProgress>(enabled ? VIP_PROGRESS_URL : null, wpsFetch, {
    revalidateOnFocus: true,
  });
}
