import type { SupportStaffInfo } from '../contract/chat';
import type { Envelope } from '../contract/envelope';
import { portalConfig } from '../env';

/**
 * The signed-in staff member, asked of the platform with the session's token (the page checks it
 * next to its data); null when the platform no longer takes the token.
 */
export async function currentStaff(token: string): Promise<SupportStaffInfo | null> {
  const config = portalConfig();
  const response = await fetch(`${config.upstreamUrl}/support/me`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    cache: 'no-store',
    signal: AbortSignal.timeout(config.upstreamTimeoutMs),
  });
  if (response.status === 401 || response.status === 403) return null;
  const envelope = (await response.json()) as Envelope<SupportStaffInfo>;
  if (!response.ok || !envelope.success)
    throw new Error(`support: /support/me answered ${response.status}`);
  return envelope.value;
}
