import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import { CallError, ERROR_STATUS, failure, type ErrorCode } from '../../../lib/contract/envelope';
import { countCallError } from './metrics';

/** Fastify's own errors that are the caller's fault, and the codes we answer them with. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'BAD_REQUEST',
};

/** Socket failures on the way to PostgreSQL or Redis. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** PostgreSQL: connection exceptions (08), shut down or starting (57P01-57P03), too many clients. */
const POSTGRES_DOWN = /^(08...|57P0[123]|53300)$/;
/** What pg and ioredis say when the server is gone, slow, or the client refuses to queue. */
const DOWN_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Connection is closed|Command timed out|Stream isn't writeable|Reached the max retries per request|ECONNREFUSED/;

/**
 * The database or Redis did not answer: the call may work in a moment, so it is 503, not a 500.
 * Drizzle and the rate limiter wrap the driver's error, so the whole cause chain is looked at.
 */
export function isOutage(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_DOWN.test(code)))
      return true;
    if (e.name === 'MaxRetriesPerRequestError' || DOWN_MESSAGES.test(e.message)) return true;
    e = e.cause;
  }
  return false;
}

export function codeOf(error: unknown): ErrorCode {
  if (error instanceof CallError) return error.code;
  if (isOutage(error)) return 'SERVICE_UNAVAILABLE';
  if (error instanceof ValidationError) return 'BAD_REQUEST';
  const fe = error as Partial<FastifyError>;
  if (fe.code && FASTIFY_CODES[fe.code]) return FASTIFY_CODES[fe.code]!;
  if (error instanceof SyntaxError) return 'BAD_JSON';
  if (fe.statusCode === 413) return 'BODY_TOO_LARGE';
  if (fe.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return 'BAD_REQUEST';
  return 'INTERNAL';
}

/**
 * Every error leaves as the spec's envelope with a stable code; only INTERNAL ones are logged as
 * errors. A 5xx carries the request's id, which the member can quote and support finds in the log.
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const code = codeOf(error);
  countCallError(request, code);
  if (code === 'INTERNAL') request.log.error({ err: error }, 'unexpected error');
  else if (code === 'SERVICE_UNAVAILABLE')
    request.log.warn({ detail: (error as Error).message }, 'database or redis unavailable');
  else request.log.info({ code, detail: (error as Error).message }, 'request refused');
  const detail = error instanceof CallError ? error.detail : null;
  if (detail?.retryAfterSeconds) reply.header('retry-after', String(detail.retryAfterSeconds));
  else if (code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', '5');
  const status = ERROR_STATUS[code];
  const envelope = failure(code, detail);
  return reply
    .status(status)
    .send(status >= 500 ? { ...envelope, requestId: request.id } : envelope);
}
