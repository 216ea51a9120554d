import { CallError, type ErrorCode } from '../contract/envelope';

/** A failed upstream call as the portal sees it: the upstream's code, or ours for transport failures. */
export class WpsError extends CallError {
  constructor(
    code: ErrorCode,
    readonly call: string,
    detail?: string,
  ) {
    super(code, `${call}: ${detail ?? code}`);
    this.name = 'WpsError';
  }
}
