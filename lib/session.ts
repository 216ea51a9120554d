import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import { portalConfig } from './env';

/** What the sealed cookie holds. The browser never sees the upstream token. */
export type PortalSession = {
  token?: string;
  account?: string;
  isAgent?: number;
  /** Remember me: the cookie lives REMEMBER_DAYS instead of ending with the day. */
  remember?: boolean;
  /** Names this browser's captcha on the platform, so that an answer counts only where it was shown. */
  captchaKey?: string;
};

export const SESSION_COOKIE = 'portal_session';
const DAY_SECONDS = 86_400;

export function sessionOptions(request: Request, ttl = DAY_SECONDS): SessionOptions {
  const proto =
    request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return {
    password: portalConfig().sessionSecret,
    cookieName: SESSION_COOKIE,
    ttl,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: proto === 'https', path: '/' },
  };
}

/** The session of a request; writes go to `response` when the caller saves or destroys it. */
export async function openSession(request: Request, response: Response) {
  try {
    return await getIronSession<PortalSession>(request, response, sessionOptions(request));
  } catch {
    // A forged seal iron-session does not recognise as such (a bad expiry, broken base64) is no
    // session either: start from an empty one rather than fail the request.
    const headers = new Headers(request.headers);
    headers.delete('cookie');
    return getIronSession<PortalSession>(
      new Request(request.url, { headers }),
      response,
      sessionOptions(request),
    );
  }
}

/**
 * The session of the page being rendered (read only); a tampered or expired cookie is no session.
 * Unsealing checks the seal's age against the clock, which a prerender (the runtime prefetch stage
 * sees cookies too) may not read: `connection()` keeps it to the request.
 */
export async function pageSession(): Promise<PortalSession> {
  await connection();
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
