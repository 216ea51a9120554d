import useSWR from 'swr';
import type { ReferralInfo } from '../contract/rewards';
import { wpsFetch } from './wps-fetch';

/** The member's referral code, the programme's rules and the friends who joined with it. */
export function useReferral() {
  return useSWR<ReferralInfo>('/api/wps/referral', wpsFetch, { revalidateOnFocus: true });
}
