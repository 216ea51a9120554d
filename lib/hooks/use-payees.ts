import useSWR from 'swr';
import type { PayeeAccount } from '../contract/wallet';
import { wpsFetch } from './wps-fetch';

export const PAYEES_URL = '/api/wps/payeeAccounts';

/** The member's bound bank accounts (numbers masked by the platform). */
export function usePayees() {
  return useSWR<PayeeAccount[]>(PAYEES_URL, wpsFetch);
}
