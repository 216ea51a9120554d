import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { portalConfig } from './env';

/** What the sealed cookie holds. The browser never sees the upstream token. */
export type PortalSession = {
  token?: string;
  account?: string;
  isAgent?: number;
};

export const SESSION_COOKIE = 'portal_session';
const DAY_SECONDS = 86_400;

function options(request: Request): SessionOptions {
  const proto =
    request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return {
    password: portalConfig().sessionSecret,
    cookieName: SESSION_COOKIE,
    ttl: DAY_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: proto === 'https', path: '/' },
  };
}

/** The session of a request; writes go to `response` when the caller saves or destroys it. */
export function openSession(request: Request, response: Response) {
  return getIronSession<PortalSession>(request, response, options(request));
}

/** The session of the page being rendered (read only); a tampered or expired cookie is no session. */
export async function pageSession(): Promise<PortalSession> {
  const sealed = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!sealed) return {};
  try {
    return await unsealData<PortalSession>(sealed, {
      password: portalConfig().sessionSecret,
      ttl: DAY_SECONDS,
    });
  } catch {
    return {};
  }
}
