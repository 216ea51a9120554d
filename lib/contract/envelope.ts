/** Every platform answer: the spec's `{success, message, value}`, plus a stable `code` on failures. */
export type Ok<T> = { success: true; message: string; value: T };
/**
 * What a refusal may tell the form that caused it: that a captcha must be shown (spec: the login
 * error value carries a captcha flag), which field failed which rule, or when to try again.
 */
export type FailureDetail = {
  captcha?: boolean;
  field?: string;
  /** A validation message key (`reg_pattern_6`, `not_empty`) with its values. */
  key?: string;
  values?: Record<string, string | number>;
  retryAfterSeconds?: number;
  /** LOGIN_VERIFICATION_REQUIRED: where the code went and how to answer it. */
  verification?: LoginVerification;
  /** CONFIRM_REQUIRED: the downline contracts that would end. */
  conflicts?: { id: number; downline: string; kind: string; topRateBp: number }[];
};
/** A login waiting for a code: the token to answer with, the masked destination, the waits. */
export type LoginVerification = {
  challenge: string;
  channel: 'sms' | 'email';
  destination: string;
  resendSeconds: number;
  expiredMinutes: number;
};
export type Failure = {
  success: false;
  code: ErrorCode;
  message: ErrorMessageKey;
  value: FailureDetail | null;
  /** On unexpected failures (5xx): the request's id, for the member to quote to support. */
  requestId?: string;
};
export type Envelope<T> = Ok<T> | Failure;

/** Stable error codes with their HTTP status; the message key is `error_` + the code in lower case. */
export const ERROR_STATUS = {
  BAD_JSON: 400,
  BAD_REQUEST: 400,
  FIELD_INVALID: 400,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  VERIFICATION_INVALID: 400,
  AFFILIATE_INVALID: 400,
  /** A referral code that is no member's (nor an agent's invitation). */
  REFERRAL_INVALID: 400,
  PASSWORD_INCORRECT: 400,
  FIREBASE_INVALID: 400,
  BOT_CHECK_FAILED: 400,
  INSUFFICIENT_FUNDS: 400,
  UPLOAD_INVALID: 400,
  LIMIT_EXCEEDED: 400,
  PAYMENT_PASSWORD_REQUIRED: 400,
  PAYMENT_PASSWORD_INCORRECT: 400,
  /** Too many wrong payment passwords, or login passwords asked again: locked for a while. */
  PAYMENT_PASSWORD_LOCKED: 429,
  PASSWORD_CHECK_LOCKED: 429,
  BANK_UNKNOWN: 400,
  /** The deposit method is switched off (e.g. the sandbox provider outside the demo). */
  DEPOSIT_METHOD_UNAVAILABLE: 409,
  /** A provider reported one payment for two orders: refused, nothing credited. */
  PROVIDER_TXN_REUSED: 409,
  INVALID_STATE: 409,
  IDEMPOTENCY_CONFLICT: 409,
  BET_UNKNOWN: 409,
  BET_CANCELLED: 409,
  BET_SETTLED: 409,
  /** Lottery: sales for the draw are closed (or not open yet). */
  LOTTERY_CLOSED: 409,
  LOTTERY_ISSUE_UNKNOWN: 404,
  /** Lottery: numbers that do not fit the play, or a play the game does not sell. */
  LOTTERY_SELECTION_INVALID: 400,
  PAYLOAD_INVALID: 400,
  PAYLOAD_EXPIRED: 400,
  ENCRYPTION_REQUIRED: 400,
  UNAUTHORIZED: 401,
  LOGIN_FAILED: 401,
  TRIAL_ACCOUNT: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  SIGNATURE_INVALID: 403,
  FORBIDDEN_ORIGIN: 403,
  /** Signed in, but this account may not do that (e.g. a support agent assigning others). */
  FORBIDDEN: 403,
  REGION_RESTRICTED: 403,
  UNKNOWN_CALL: 404,
  MODULE_DISABLED: 404,
  NOT_FOUND: 404,
  GAME_UNAVAILABLE: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_REPLAYED: 409,
  ACCOUNT_EXISTS: 409,
  MOBILE_EXISTS: 409,
  EMAIL_EXISTS: 409,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** Too many password checks at once (a login flood): try again in `retryAfterSeconds`. */
  BUSY: 503,
  /** A login from an unrecognised address: a code was sent, the session waits for it. */
  LOGIN_VERIFICATION_REQUIRED: 403,
  /** Agent centre: only agent types; the others act on their own team within their own limits. */
  AGENT_ONLY: 403,
  NOT_IN_TEAM: 403,
  GROUP_TOO_HIGH: 400,
  RATE_TOO_HIGH: 400,
  CONTRACT_PARTY_INVALID: 400,
  TIERS_INVALID: 400,
  TRANSFER_CYCLE: 400,
  LINK_EXPIRED: 409,
  LINK_USED_UP: 409,
  /** Accepting or proposing a lower rate ends downline contracts: `value.conflicts` lists them. */
  CONFIRM_REQUIRED: 409,
  /** Promotions: claimed already for this period, not (or no longer) open, or not eligible. */
  PROMOTION_CLAIMED: 409,
  PROMOTION_CLOSED: 409,
  PROMOTION_NOT_ELIGIBLE: 403,
  /** A bonus's wagering requirement is not met yet: `values.short` is what is left to wager. */
  TURNOVER_UNMET: 409,
  /** Points: more than the balance, fewer than a conversion takes (`values.min`), none left in
   * stock, the member's limit for a reward reached, or goods without a receiving address. */
  POINTS_INSUFFICIENT: 409,
  POINTS_BELOW_MINIMUM: 400,
  POINTS_OUT_OF_STOCK: 409,
  POINTS_LIMIT_REACHED: 409,
  POINTS_ADDRESS_REQUIRED: 400,
  /** Missions: the reward of one not completed yet, or claimed already this period. */
  MISSION_NOT_COMPLETE: 409,
  MISSION_CLAIMED: 409,
  /** Manual rebate: no turnover rebate has accrued since the last one. */
  REBATE_NOTHING: 409,
  INTERNAL: 500,
  /** The platform's database or Redis does not answer: a moment's outage, not a bug. */
  SERVICE_UNAVAILABLE: 503,
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

export function failure(code: ErrorCode, detail: FailureDetail | null = null): Failure {
  return { success: false, code, message: messageKeyOf(code), value: detail };
}

/** An error that carries a stable code through to the response (portal and platform alike). */
export class CallError extends Error {
  readonly code: ErrorCode;
  /** Sent to the caller in the failure's value (never internal details). */
  readonly detail: FailureDetail | null;
  constructor(code: ErrorCode, reason?: string, detail: FailureDetail | null = null) {
    super(reason ?? code);
    this.name = 'CallError';
    this.code = code;
    this.detail = detail;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
