/** 32 characters of [0-9a-f]: within the platform's 16–64 [\w-] rule. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * One key per submission: a retry of the same values after an unknown outcome (network failure,
 * server error) sends the same key, so the money moves at most once; anything else gets a new one.
 */
export class SubmissionKey {
  private last: { fingerprint: string; key: string } | null = null;

  keyFor(values: unknown): string {
    const fingerprint = JSON.stringify(values);
    if (this.last?.fingerprint !== fingerprint)
      this.last = { fingerprint, key: newIdempotencyKey() };
    return this.last.key;
  }

  /** After an answer: a known outcome (done or refused) ends this submission. */
  settled(status: number, ok: boolean): void {
    if (ok || (status >= 400 && status < 500)) this.last = null;
  }
}
