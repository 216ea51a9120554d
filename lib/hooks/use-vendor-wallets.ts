import { useLocale } from 'next-intl';
import useSWR from 'swr';
import type { VendorLane } from '../contract/catalogue';
import { wpsFetch } from './wps-fetch';

export type VendorWallet = { code: string; name: string };

/** Every vendor a member may keep a wallet with (one per vendor code), named as in the lobby; undefined while loading. */
export function useVendorWallets(): VendorWallet[] | undefined {
  const locale = useLocale();
  const { data } = useSWR<VendorLane[]>(`/api/wps/vendors?language=${locale}`, wpsFetch, {
    revalidateOnFocus: false,
  });
  if (!data) return undefined;
  const byCode = new Map<string, string>();
  for (const lane of data)
    for (const card of lane.cards)
      if (!byCode.has(card.vassalage)) byCode.set(card.vassalage, card.name);
  return [...byCode].map(([code, name]) => ({ code, name }));
}
