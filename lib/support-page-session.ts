import { cookies } from 'next/headers';
import { connection } from 'next/server';
import { SUPPORT_COOKIE, unsealSupportSession, type SupportSession } from './support-session';

/** The support session of the page being rendered (read only); per request, never prerendered. */
export async function pageSupportSession(): Promise<SupportSession | null> {
  await connection();
  return unsealSupportSession((await cookies()).get(SUPPORT_COOKIE)?.value);
}
