import { headers } from 'next/headers';
import { clientIp } from '@/lib/wps/proxy';
import { SITE_STATUS_HEADER, systemStatusFor } from '@/lib/wps/status';

/**
 * The state proxy.ts rewrote this request for, and the platform's status for this visitor (for
 * the details: end time, location, customer service).
 */
export async function visitorState() {
  const h = await headers();
  const code = Number(h.get(SITE_STATUS_HEADER) ?? 0);
  const request = new Request('http://portal.internal/', { headers: h });
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? undefined;
  const status = await systemStatusFor(clientIp(request), host);
  return { code, status, ip: status?.info.location.ip ?? clientIp(request) ?? null };
}
