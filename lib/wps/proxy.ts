import { calls, changesState, isCallName, type CallDef, type CallName } from '../contract/calls';
import {
  ERROR_STATUS,
  failure,
  type Envelope,
  type ErrorCode,
  type Failure,
} from '../contract/envelope';
import { isModuleOn } from '../contract/whitelabel';
import { portalConfig } from '../env';
import { apiText, requestLocale } from '../i18n/api-messages';
import { log } from '../log';
import { currentRequestId } from '../request-context';
import { randomBytes } from 'node:crypto';
import { REMEMBER_DAYS, type LoginResponse } from '../contract/member';
import { openSession, sessionOptions, type PortalSession } from '../session';
import type { IronSession } from 'iron-session';
import { callUpstream } from './client';
import { WpsError } from './errors';
import { enabledModulesNow } from './modules';
import { retryAfterSeconds, systemStatusFor } from './status';
import { askShared, sharedAnswer, sharedKey } from './shared-answers';

/** Bodies from the browser above this size are refused before they are read. */
export const MAX_BODY_BYTES = 1_048_576;

/** Failures nobody expected: the member gets the request's id to quote to support. */
const UNEXPECTED = new Set<ErrorCode>([
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
]);

/** A failure's translated text, with the reference to quote when it was unexpected. */
function failureText(request: Request, failed: Failure): string | null {
  const locale = requestLocale(request);
  const detailKey = failed.value?.key;
  const text = (detailKey ? apiText(locale, detailKey) : null) ?? apiText(locale, failed.message);
  if (!text || !failed.requestId || !UNEXPECTED.has(failed.code)) return text;
  return apiText(locale, 'error_with_reference', { message: text, reference: failed.requestId });
}

/** Failures carry a translated `text`: the detail's own key when there is one, else the code's. */
export function reply(request: Request, status: number, envelope: Envelope<unknown>): Response {
  const text = envelope.success ? null : failureText(request, envelope);
  return Response.json(text ? { ...envelope, text } : envelope, {
    status,
    headers: { 'cache-control': 'no-store' },
  });
}

export function refuse(request: Request, code: ErrorCode): Response {
  const requestId = UNEXPECTED.has(code) ? currentRequestId() : undefined;
  return reply(request, ERROR_STATUS[code], { ...failure(code), ...(requestId && { requestId }) });
}

function hostOf(request: Request): string | undefined {
  return request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? undefined;
}

/** A state-changing call must come from our own pages: same origin, or an allowed one. */
export function fromOurOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
  const host = hostOf(request);
  const proto =
    request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return origin === `${proto}://${host}` || portalConfig().allowedOrigins.includes(origin);
}

/**
 * The visitor's address. The portal's server (scripts/portal-server.ts) has already replaced
 * X-Forwarded-For with the one address it believes, from the socket or a trusted proxy; the
 * right-most entry is taken in case anything in between appended to it.
 */
export function clientIp(request: Request): string | undefined {
  const ip = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  return ip && ip.length <= 64 ? ip : undefined;
}

/** Reading a body the browser stopped sending fails with Node's `aborted` (ECONNRESET). */
function visitorLeft(request: Request, error: unknown): boolean {
  if (request.signal.aborted) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ECONNRESET' && message === 'aborted';
}

async function readInput(
  request: Request,
  def: CallDef,
): Promise<Record<string, unknown> | ErrorCode> {
  if (def.body === 'query') return Object.fromEntries(new URL(request.url).searchParams);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return 'BODY_TOO_LARGE';
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return 'BODY_TOO_LARGE';
  if (text.trim() === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return 'BAD_REQUEST';
    return parsed as Record<string, unknown>;
  } catch {
    return 'BAD_JSON';
  }
}

/**
 * What a call does to the portal session: a login keeps the token in the sealed cookie (and never
 * shows it to the browser), a logout or a refused token ends it.
 */
async function applySessionEffect(
  request: Request,
  def: CallDef,
  session: IronSession<PortalSession>,
  input: Record<string, unknown>,
  status: number,
  envelope: Envelope<unknown>,
): Promise<Envelope<unknown>> {
  if (envelope.success && def.session === 'login') {
    const value = envelope.value as LoginResponse;
    const remember = input.remember === true;
    session.token = value.token;
    session.account = value.userName;
    session.isAgent = value.isAgent;
    session.remember = remember;
    if (remember) session.updateConfig(sessionOptions(request, REMEMBER_DAYS * 86_400));
    await session.save();
    return { ...envelope, value: { ...value, token: undefined } };
  }
  if ((envelope.success && def.session === 'logout') || (status === 401 && session.token)) {
    session.destroy();
  }
  return envelope;
}

const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };

/**
 * A call whose answer is the same for every visitor (its table row says `shared`): answered from
 * the last few seconds' copy when there is one, else asked and kept when it succeeded; visitors
 * who arrive while it is being asked wait for that same answer (askShared). No session: such
 * calls carry no token and change nothing.
 */
async function forwardShared(request: Request, name: CallName, def: CallDef): Promise<Response> {
  const key = sharedKey(name, request);
  const kept = sharedAnswer(key);
  if (kept) return new Response(kept.body, { status: kept.status, headers: JSON_HEADERS });
  const input = await readInput(request, def);
  if (typeof input === 'string') return refuse(request, input);
  const answer = await askShared(key, def.shared!, async () => {
    const asked = await callUpstream(name, input, {
      clientIp: clientIp(request),
      language: request.headers.get('language') ?? undefined,
    });
    const body = asked.envelope.success ? JSON.stringify(asked.envelope) : null;
    return { ...asked, kept: body === null ? null : { status: asked.status, body } };
  });
  if (!answer.kept) return reply(request, answer.status, answer.envelope);
  return new Response(answer.kept.body, { status: answer.status, headers: JSON_HEADERS });
}

/**
 * The browser's door to the platform: `/api/wps/{call}`. Looks the call up in the table, checks
 * origin, module flag and session, then forwards it with the member's token (encrypted when the
 * table says so) and applies the call's effect on the session.
 */
export async function forwardCall(request: Request, segments: string[]): Promise<Response> {
  const name = segments.join('/');
  if (!isCallName(name)) return refuse(request, 'UNKNOWN_CALL');
  const def: CallDef = calls[name as CallName];
  if (request.method !== def.method) return refuse(request, 'METHOD_NOT_ALLOWED');
  if (changesState(def) && !fromOurOrigin(request)) return refuse(request, 'FORBIDDEN_ORIGIN');
  try {
    const [site, modules] = await Promise.all([
      // The status call itself stays open: it is how a page learns that the site is back.
      name === 'systemStatus' ? null : systemStatusFor(clientIp(request), hostOf(request)),
      enabledModulesNow(),
    ]);
    if (site?.status === 1) {
      const response = refuse(request, 'MAINTENANCE');
      response.headers.set('retry-after', String(retryAfterSeconds(site.maintenance.endTime)));
      return response;
    }
    if (site?.status === 2) return refuse(request, 'REGION_RESTRICTED');
    if (!isModuleOn(def.module, modules)) return refuse(request, 'MODULE_DISABLED');
    if (def.shared && !def.token) return await forwardShared(request, name as CallName, def);
    const sessionResponse = new Response();
    const session = await openSession(request, sessionResponse);
    if (def.token === true && !session.token) return refuse(request, 'UNAUTHORIZED');
    const input = await readInput(request, def);
    if (typeof input === 'string') return refuse(request, input);
    if (name === 'captcha' && !session.captchaKey) {
      session.captchaKey = randomBytes(18).toString('base64url');
      await session.save();
    }
    const { status, envelope } = await callUpstream(name as CallName, input, {
      token: def.token ? session.token : undefined,
      clientIp: clientIp(request),
      language: request.headers.get('language') ?? undefined,
      captchaKey: session.captchaKey,
    });
    const answer = await applySessionEffect(request, def, session, input, status, envelope);
    const response = reply(request, status, answer);
    const cookie = sessionResponse.headers.get('set-cookie');
    if (cookie) response.headers.set('set-cookie', cookie);
    return response;
  } catch (error) {
    if (error instanceof WpsError) return refuse(request, error.code);
    if (visitorLeft(request, error)) {
      // The browser closed the request (a page left mid-call): nobody waits for an answer.
      log.debug({ call: name }, 'wps proxy: the visitor closed the request');
      return refuse(request, 'BAD_REQUEST');
    }
    log.error({ err: error, call: name }, 'wps proxy: unexpected error');
    return refuse(request, 'INTERNAL');
  }
}
