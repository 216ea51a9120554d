import type { IronSession } from 'iron-session';
import type { SupportStaffInfo } from '../contract/chat';
import { REQUEST_ID_HEADER } from '../contract/request-id';
import type { Envelope, ErrorCode } from '../contract/envelope';
import { portalConfig } from '../env';
import { log } from '../log';
import { currentRequestId } from '../request-context';
import { openSupportSession, type SupportSession } from '../support-session';
import { clientIp, fromOurOrigin, refuse, reply } from '../wps/proxy';
import {
  SUPPORT_JSON_LIMIT,
  SUPPORT_UPLOAD_LIMIT,
  supportRoute,
  upstreamTarget,
  type SupportRoute,
} from './routes';

type Body = { type: string; data: string | ArrayBuffer } | null;

/** The request's body as the route takes it, or the code it is refused with. */
async function readBody(request: Request, found: SupportRoute): Promise<Body | ErrorCode> {
  if (found.body === 'none') return null;
  const type = request.headers.get('content-type') ?? '';
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (found.body === 'multipart') {
    if (!type.startsWith('multipart/form-data')) return 'UNSUPPORTED_MEDIA_TYPE';
    if (!Number.isFinite(declared) || declared > SUPPORT_UPLOAD_LIMIT) return 'BODY_TOO_LARGE';
    const data = await request.arrayBuffer();
    return data.byteLength > SUPPORT_UPLOAD_LIMIT ? 'BODY_TOO_LARGE' : { type, data };
  }
  if (declared > SUPPORT_JSON_LIMIT) return 'BODY_TOO_LARGE';
  const text = await request.text();
  if (Buffer.byteLength(text) > SUPPORT_JSON_LIMIT) return 'BODY_TOO_LARGE';
  if (text.trim() === '') return { type: 'application/json', data: '{}' };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return 'BAD_REQUEST';
    return { type: 'application/json', data: JSON.stringify(parsed) };
  } catch {
    return 'BAD_JSON';
  }
}

/** The image's bytes as the platform sent them, kept private to this browser. */
function imageAnswer(upstream: Response): Response {
  return new Response(upstream.body, {
    status: upstream.status,
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'private',
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * What an answer does to the cookie: a login keeps the token there and tells the browser only who
 * signed in; a logout, or a token the platform no longer takes, ends the session.
 */
export async function applySupportSession(
  session: IronSession<Partial<SupportSession>>,
  found: SupportRoute,
  status: number,
  envelope: Envelope<unknown>,
): Promise<Envelope<unknown>> {
  if (found.session === 'login') {
    if (!envelope.success) return envelope;
    const value = envelope.value as { token?: unknown; staff?: SupportStaffInfo } | null;
    if (typeof value?.token !== 'string' || !value.staff) {
      return { success: false, code: 'INTERNAL', message: 'error_internal', value: null };
    }
    session.token = value.token;
    session.staffId = value.staff.id;
    await session.save();
    return { ...envelope, value: value.staff };
  }
  if (found.session === 'logout' || (status === 401 && session.token)) session.destroy();
  return envelope;
}

/**
 * The console's door to the platform: `/api/support/<path>`, allow-listed (docs/chat.md), with the
 * staff token from the sealed cookie. POSTs only from our own pages.
 */
export async function forwardSupport(request: Request, segments: string[]): Promise<Response> {
  const found = supportRoute(segments);
  if (!found) return refuse(request, 'UNKNOWN_CALL');
  if (request.method !== found.method) return refuse(request, 'METHOD_NOT_ALLOWED');
  if (found.method === 'POST' && !fromOurOrigin(request))
    return refuse(request, 'FORBIDDEN_ORIGIN');
  const sessionResponse = new Response();
  const session = await openSupportSession(request, sessionResponse);
  const withCookie = (response: Response) => {
    for (const cookie of sessionResponse.headers.getSetCookie())
      response.headers.append('set-cookie', cookie);
    return response;
  };
  if (found.session !== 'login' && !session.token) {
    if (found.session === 'logout') return withCookie(reply(request, 200, ok()));
    return refuse(request, 'UNAUTHORIZED');
  }
  const body = await readBody(request, found);
  if (typeof body === 'string') return refuse(request, body);
  const config = portalConfig();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body) headers['content-type'] = body.type;
  if (found.session !== 'login' && session.token) headers.authorization = `Bearer ${session.token}`;
  const ip = clientIp(request);
  if (ip) headers['x-forwarded-for'] = ip;
  const requestId = currentRequestId();
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  let upstream: Response;
  try {
    upstream = await fetch(
      config.upstreamUrl + upstreamTarget(found, new URL(request.url).searchParams),
      {
        method: found.method,
        headers,
        body: body?.data,
        cache: 'no-store',
        signal: AbortSignal.timeout(
          found.body === 'multipart'
            ? Math.max(config.upstreamTimeoutMs, 30_000)
            : config.upstreamTimeoutMs,
        ),
      },
    );
  } catch (error) {
    const name = (error as Error).name;
    if (found.session === 'logout') session.destroy();
    return withCookie(
      refuse(
        request,
        name === 'TimeoutError' || name === 'AbortError'
          ? 'UPSTREAM_TIMEOUT'
          : 'UPSTREAM_UNAVAILABLE',
      ),
    );
  }
  const type = upstream.headers.get('content-type') ?? '';
  if (found.binary && upstream.ok && !type.includes('json')) return imageAnswer(upstream);
  let envelope: Envelope<unknown>;
  try {
    envelope = (await upstream.json()) as Envelope<unknown>;
  } catch (error) {
    log.warn({ err: error, path: found.path, status: upstream.status }, 'support: no envelope');
    if (found.session === 'logout') session.destroy();
    return withCookie(refuse(request, 'UPSTREAM_UNAVAILABLE'));
  }
  const answer = await applySupportSession(session, found, upstream.status, envelope);
  const status = answer.success || !envelope.success ? upstream.status : 500;
  return withCookie(reply(request, status, answer));
}

const ok = (): Envelope<null> => ({ success: true, message: 'success', value: null });
