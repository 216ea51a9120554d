import { importJWK, type CryptoKey } from 'jose';
import { calls, type CallName, type RequestOf, type ResponseOf } from '../contract/calls';
import { ERROR_STATUS, type Envelope, type ErrorCode } from '../contract/envelope';
import type { PublicKey } from '../contract/system';
import { REQUEST_ID_HEADER } from '../contract/request-id';
import { portalConfig } from '../env';
import { currentRequestId } from '../request-context';
import { WpsError } from './errors';
import { JWE_ALG, JWE_CONTENT_TYPE, sealPayload } from './jwe';

export type CallOptions = {
  token?: string;
  clientIp?: string;
  language?: string;
  /** Names the browser's captcha on the platform (captcha, login and register calls). */
  captchaKey?: string;
  /** Overrides WPS_TIMEOUT_MS for this call. */
  timeoutMs?: number;
};

export type UpstreamAnswer<T> = { status: number; envelope: Envelope<T> };

type Input = Record<string, unknown>;

let publicKey: Promise<{ key: CryptoKey; kid: string }> | null = null;

async function loadPublicKey() {
  const { envelope } = await send('publicKey', {}, {});
  if (!envelope.success) throw new WpsError(envelope.code, 'publicKey');
  const value = envelope.value as PublicKey;
  return { key: (await importJWK(value.jwk, JWE_ALG)) as CryptoKey, kid: value.kid };
}

function encryptionKey() {
  publicKey ??= loadPublicKey().catch((error: unknown) => {
    publicKey = null;
    throw error;
  });
  return publicKey;
}

function query(input: Input): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input))
    if (v !== undefined && v !== null) params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function body(name: CallName, input: Input): Promise<{ type?: string; data?: string }> {
  const def = calls[name];
  if (def.body === 'query') return {};
  if (def.encrypt) {
    const { key, kid } = await encryptionKey();
    return { type: JWE_CONTENT_TYPE, data: await sealPayload(name, input, key, kid) };
  }
  if (def.body === 'form') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(input))
      if (v !== undefined && v !== null) form.set(k, String(v));
    return { type: 'application/x-www-form-urlencoded', data: form.toString() };
  }
  return { type: 'application/json', data: JSON.stringify(input) };
}

async function send(
  name: CallName,
  input: Input,
  options: CallOptions,
): Promise<UpstreamAnswer<unknown>> {
  const def = calls[name];
  const config = portalConfig();
  const { type, data } = await body(name, input);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (type) headers['content-type'] = type;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
  if (options.language) headers.language = options.language;
  if (options.captchaKey) headers['x-captcha-key'] = options.captchaKey;
  // The member's request and the platform's log lines for it share one id.
  const requestId = currentRequestId();
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  const url = `${config.upstreamUrl}${def.path}${def.body === 'query' ? query(input) : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: def.method,
      headers,
      body: data,
      signal: AbortSignal.timeout(options.timeoutMs ?? config.upstreamTimeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    const name_ = (error as Error).name;
    throw new WpsError(
      name_ === 'TimeoutError' || name_ === 'AbortError'
        ? 'UPSTREAM_TIMEOUT'
        : 'UPSTREAM_UNAVAILABLE',
      name,
    );
  }
  let envelope: Envelope<unknown>;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch (error) {
    const code: ErrorCode =
      (error as Error).name === 'TimeoutError' ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE';
    throw new WpsError(code, name, 'upstream answered without JSON');
  }
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.success !== 'boolean') {
    throw new WpsError('UPSTREAM_UNAVAILABLE', name, 'upstream answered outside the envelope');
  }
  // A key the platform no longer has: fetch it again next time.
  if (!envelope.success && envelope.code === 'PAYLOAD_INVALID') publicKey = null;
  return { status: response.status, envelope };
}

/** One call of the table, answered with the upstream's status and envelope (route handler use). */
export function callUpstream<N extends CallName>(
  name: N,
  input: RequestOf<N> | Input,
  options: CallOptions = {},
): Promise<UpstreamAnswer<ResponseOf<N>>> {
  return send(name, input as Input, options) as Promise<UpstreamAnswer<ResponseOf<N>>>;
}

/** One call's value, or a WpsError with the upstream's code (server components and lib use). */
export async function wps<N extends CallName>(
  name: N,
  input: RequestOf<N> | Input = {},
  options: CallOptions = {},
): Promise<ResponseOf<N>> {
  const { envelope } = await callUpstream(name, input, options);
  if (!envelope.success)
    throw new WpsError(envelope.code in ERROR_STATUS ? envelope.code : 'INTERNAL', name);
  return envelope.value;
}
