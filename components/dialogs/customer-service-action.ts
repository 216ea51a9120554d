'use server';

import { getStatusInfo } from '@/lib/wps/catalogue';
import { customerServiceUrl } from './customer-service-url';

/**
 * The decoded link of a type '3' (obfuscated) customer-service entry, asked for when the visitor
 * clicks it, so that the link itself never sits in the page. Null when there is no such entry.
 */
export async function customerServiceLink(title: string): Promise<string | null> {
  if (typeof title !== 'string' || title.length > 200) return null;
  const { customerService } = await getStatusInfo();
  const entry = customerService.find((e) => e.csType === '3' && e.title === title);
  return entry ? customerServiceUrl(entry) : null;
}
