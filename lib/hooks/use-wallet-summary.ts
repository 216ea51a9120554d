import useSWR from 'swr';
import type { WalletSummary } from '../contract/wallet';
import { wpsFetch } from './wps-fetch';

/** Main and vendor wallets, and whether the brand runs one wallet only. */
export function useWalletSummary() {
  return useSWR<WalletSummary>('/api/wps/walletBalances', wpsFetch);
}
