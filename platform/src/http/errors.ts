import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import { CallError, ERROR_STATUS, failure, type ErrorCode } from '../../../lib/contract/envelope';

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

export function codeOf(error: unknown): ErrorCode {
  if (error instanceof CallError) return error.code;
  if (error instanceof ValidationError) return 'BAD_REQUEST';
  const fe = error as Partial<FastifyError>;
  if (fe.code && FASTIFY_CODES[fe.code]) return FASTIFY_CODES[fe.code]!;
  if (error instanceof SyntaxError) return 'BAD_JSON';
  if (fe.statusCode === 413) return 'BODY_TOO_LARGE';
  if (fe.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return 'BAD_REQUEST';
  return 'INTERNAL';
}

/** Every error leaves as the spec's envelope with a stable code; only INTERNAL ones are logged as errors. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const code = codeOf(error);
  if (code === 'INTERNAL') request.log.error({ err: error }, 'unexpected error');
  else request.log.info({ code, detail: (error as Error).message }, 'request refused');
  const detail = error instanceof CallError ? error.detail : null;
  if (detail?.retryAfterSeconds) reply.header('retry-after', String(detail.retryAfterSeconds));
  return reply.status(ERROR_STATUS[code]).send(failure(code, detail));
}
