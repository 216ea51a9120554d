import useSWR from 'swr';
import type { DepositMethod } from '../contract/wallet';
import { wpsFetch } from './wps-fetch';

/** How the member can pay in: online providers and bank transfers, with limits and fees. */
export function useDepositMethods() {
  return useSWR<DepositMethod[]>('/api/wps/depositMethods', wpsFetch, {
    revalidateOnFocus: false,
  });
}
