import useSWR from 'swr';
import type { PayeeAccount } from '../contract/wallet';
import { wpsFetch } from './wps-fetch';

export const PAYEES_URL = '/api/wps/payeeAccounts';

/** The member's bound bank accounts (numbers masked by the platform). */
export function usePayees() {
  return useSWR<PayeeAccount[]>(PAYEES_URL, wpsFetch);
}

export const PAYEE_BANKS_URL = '/api/wps/payeeBanks';

/** The banks a new payee may be at (the brand's list for its currency); it rarely changes. */
export function usePayeeBanks() {
  return useSWR<string[]>(PAYEE_BANKS_URL, wpsFetch, { revalidateOnFocus: false });
}
