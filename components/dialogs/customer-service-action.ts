'use server';

import { pageSession } from '@/lib/session';
import { getStatusInfo } from '@/lib/wps/catalogue';
import { callUpstream } from '@/lib/wps/client';
import { customerServiceUrl, servesRank } from './customer-service-url';

/** The club rank of the session's member; null for a visitor or a session the platform refuses. */
async function sessionRank(): Promise<number | null> {
  const { token } = await pageSession();
  if (!token) return null;
  try {
    const { envelope } = await callUpstream('loginInfo', {}, { token });
    return envelope.success ? (envelope.value.clubLabel?.rankLevel ?? 0) : null;
  } catch {
    return null;
  }
}

/**
 * The decoded link of a type '3' (obfuscated, VIP) customer-service entry, asked for when a member
 * clicks it, so that the link itself never sits in the page, and only members above club rank 4
 * get it (spec). Null when there is no such entry or the member may not have it.
 */
export async function customerServiceLink(title: string): Promise<string | null> {
  if (typeof title !== 'string' || title.length > 200) return null;
  const { customerService } = await getStatusInfo();
  const entry = customerService.find((e) => e.csType === '3' && e.title === title);
  if (!entry || !servesRank(entry.csType, await sessionRank())) return null;
  return customerServiceUrl(entry);
}
