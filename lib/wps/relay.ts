import { portalConfig } from '../env';
import { requestLocale } from '../i18n/api-messages';
import { openSession } from '../session';
import { fromOurOrigin, refuse } from './proxy';

const SAFE_SEGMENT = /^[\w][\w.-]{0,63}$/;
const PASSED_HEADERS = [
  'content-type',
  'location',
  'content-security-policy',
  'cache-control',
  'referrer-policy',
];

type Options = {
  /** The platform path the segments are appended to, e.g. `/sandbox-pay`. */
  base: string;
  maxSegments: number;
  maxBody: number;
  /** Extra request headers passed upstream as they are (e.g. a game session). */
  forward?: string[];
  /**
   * A service that acts for the member (the payment provider): the member's upstream token from
   * the session cookie goes along, and POSTs from another site are refused here.
   */
  asMember?: boolean;
};

/**
 * Relays a page or call of a service the platform hosts (the sandbox payment provider, the
 * in-house games) under the portal's origin: safe path segments only, a capped body, the
 * upstream's answer passed through with its type, security and cache headers.
 */
export async function relay(
  request: Request,
  segments: string[],
  options: Options,
): Promise<Response> {
  if (
    segments.length === 0 ||
    segments.length > options.maxSegments ||
    !segments.every((s) => SAFE_SEGMENT.test(s))
  )
    return new Response(null, { status: 404 });
  if (options.asMember && request.method === 'POST' && !fromOurOrigin(request))
    return refuse(request, 'FORBIDDEN_ORIGIN');
  const config = portalConfig();
  const url = new URL(request.url);
  const body = request.method === 'POST' ? await request.text() : undefined;
  if (body && body.length > options.maxBody) return new Response(null, { status: 413 });
  const headers: Record<string, string> = {};
  const type = request.headers.get('content-type');
  if (body && type) headers['content-type'] = type;
  for (const name of options.forward ?? []) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  if (options.asMember) {
    const { token } = await openSession(request, new Response());
    if (token) headers.authorization = `Bearer ${token}`;
    // The page speaks the portal's language (its cookie), as the API's messages do.
    headers['accept-language'] = requestLocale(request);
  }
  const trailing = url.pathname.endsWith('/') ? '/' : '';
  try {
    const upstream = await fetch(
      `${config.upstreamUrl}${options.base}/${segments.join('/')}${trailing}${url.search}`,
      {
        method: request.method,
        body,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(config.upstreamTimeoutMs),
      },
    );
    const answer = new Headers({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) answer.set(name, value);
    }
    return new Response(upstream.status === 404 ? null : upstream.body, {
      status: upstream.status,
      headers: answer,
    });
  } catch (error) {
    return new Response(null, { status: (error as Error).name === 'TimeoutError' ? 504 : 502 });
  }
}
