import { getIronSession, sealData, unsealData, type SessionOptions } from 'iron-session';
import { portalConfig } from './env';

/**
 * The support console's session: the staff member's platform token, sealed in its own cookie so
 * that the browser never sees it. Loaded outside Next too (scripts/portal-server.ts reads it to
 * forward `/ws/support`), so nothing here imports `next/*`.
 */
export type SupportSession = { token: string; staffId: number };

export const SUPPORT_COOKIE = 'support_session';
/** A shift: the console signs in again after 12 hours. */
export const SUPPORT_TTL_SECONDS = 12 * 60 * 60;

const isSession = (value: unknown): value is SupportSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SupportSession).token === 'string' &&
  (value as SupportSession).token !== '' &&
  Number.isInteger((value as SupportSession).staffId);

export function supportSessionOptions(request: Request): SessionOptions {
  const proto =
    request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return {
    password: portalConfig().sessionSecret,
    cookieName: SUPPORT_COOKIE,
    ttl: SUPPORT_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: proto === 'https', path: '/' },
  };
}

export function sealSupportSession(
  session: SupportSession,
  password = portalConfig().sessionSecret,
): Promise<string> {
  return sealData(session, { password, ttl: SUPPORT_TTL_SECONDS });
}

/** The session in a sealed cookie value; anything forged, expired or malformed is none. */
export async function unsealSupportSession(
  sealed: string | undefined,
  password = portalConfig().sessionSecret,
): Promise<SupportSession | null> {
  if (!sealed) return null;
  try {
    const data: unknown = await unsealData(sealed, { password, ttl: SUPPORT_TTL_SECONDS });
    return isSession(data) ? { token: data.token, staffId: data.staffId } : null;
  } catch {
    return null;
  }
}

/** The cookie's value in a Cookie header. */
export function supportCookieOf(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SUPPORT_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The session of a route handler's request, writable: saving or destroying it sets `response`'s cookie. */
export async function openSupportSession(request: Request, response: Response) {
  const sealed = supportCookieOf(request.headers.get('cookie'));
  const valid = await unsealSupportSession(sealed);
  // A bad seal must not fail the request: the session starts empty instead.
  const headers = new Headers(request.headers);
  if (!valid) headers.delete('cookie');
  return getIronSession<Partial<SupportSession>>(
    valid ? request : new Request(request.url, { headers }),
    response,
    supportSessionOptions(request),
  );
}
