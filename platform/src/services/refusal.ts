import { CallError, type ErrorCode } from '../../../lib/contract/envelope';

/**
 * An operator API's refusal the operator can act on: the code, the field and, in
 * `values.reason`, what is wrong (the envelope carries no free text otherwise; the CLI prints it).
 */
export function refusal(code: ErrorCode, field: string | null, reason: string) {
  return new CallError(code, reason, { ...(field ? { field } : {}), values: { reason } });
}
