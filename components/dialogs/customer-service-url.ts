import { VIP_RANK_ABOVE } from '@/lib/contract/chat';
import { decodeCsPath } from '@/lib/contract/cs-path';
import type { CustomerServiceEntry } from '@/lib/contract/system';
import { isWebAddress } from '@/lib/web-address';

/** What the browser gets of an entry: type '3' links stay on the server until clicked. */
export type CustomerServiceTarget = { title: string; csType: string; href: string | null };

const SAME_SITE = /^\/(?!\/)\S*$/;

/**
 * Where a customer-service entry leads: type '3' paths travel obfuscated and are decoded here.
 * Only web addresses and paths of this site count, so an entry can never run script.
 */
export function customerServiceUrl(
  entry: Pick<CustomerServiceEntry, 'csType' | 'path'>,
): string | null {
  const link = entry.csType === '3' ? decodeCsPath(entry.path) : entry.path;
  if (!link) return null;
  return isWebAddress(link) || SAME_SITE.test(link) ? link : null;
}

/** The entries that lead somewhere; an entry whose link does not decode is left out. */
export function usableEntries(entries: CustomerServiceEntry[]): CustomerServiceTarget[] {
  return entries.flatMap((entry) => {
    const url = customerServiceUrl(entry);
    if (!url) return [];
    return [{ title: entry.title, csType: entry.csType, href: entry.csType === '3' ? null : url }];
  });
}

/**
 * Spec: members above club rank 4 get the VIP channel ('3'), everyone else live chat and the other
 * channels. `rank` is the signed-in member's club rank, null for a visitor.
 */
export function servesRank(csType: string, rank: number | null): boolean {
  return csType !== '3' || (rank !== null && rank > VIP_RANK_ABOVE);
}
