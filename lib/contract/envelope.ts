/** Every platform answer: the spec's `{success, message, value}`, plus a stable `code` on failures. */
export type Ok<T> = { success: true; message: string; value: T };
export type Failure = { success: false; code: ErrorCode; message: ErrorMessageKey; value: null };
export type Envelope<T> = Ok<T> | Failure;

/** Stable error codes with their HTTP status; the message key is `error_` + the code in lower case. */
export const ERROR_STATUS = {
  BAD_JSON: 400,
  BAD_REQUEST: 400,
  PAYLOAD_INVALID: 400,
  PAYLOAD_EXPIRED: 400,
  ENCRYPTION_REQUIRED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN_ORIGIN: 403,
  REGION_RESTRICTED: 403,
  UNKNOWN_CALL: 404,
  MODULE_DISABLED: 404,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_REPLAYED: 409,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  CALL_UNAVAILABLE: 501,
  UPSTREAM_UNAVAILABLE: 502,
  MAINTENANCE: 503,
  UPSTREAM_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorMessageKey = `error_${Lowercase<ErrorCode>}`;

export function messageKeyOf(code: ErrorCode): ErrorMessageKey {
  return `error_${code.toLowerCase()}` as ErrorMessageKey;
}

export function ok<T>(value: T, message = 'success'): Ok<T> {
  return { success: true, message, value };
}

export function failure(code: ErrorCode): Failure {
  return { success: false, code, message: messageKeyOf(code), value: null };
}

/** An error that carries a stable code through to the response (portal and platform alike). */
export class CallError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, detail?: string) {
    super(detail ?? code);
    this.name = 'CallError';
    this.code = code;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
