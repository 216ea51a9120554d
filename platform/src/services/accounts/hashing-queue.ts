import { availableParallelism } from 'node:os';
import { CallError } from '../../../../lib/contract/envelope';

/**
 * `member`: a signed-in member, or a login from a browser or address the account has used before;
 * `public`: anyone else (logins from new places, registration, password resets);
 * `operator`: accounts an operator opens (operator API, CLI, test set-up): they wait, never BUSY.
 */
export type Lane = 'member' | 'public' | 'operator';

export type HashingLimits = { concurrency: number; queued: Record<Lane, number> };

/** What an overloaded platform tells a caller to wait before trying again. */
export const BUSY_RETRY_SECONDS = 3;

/**
 * Password hashing (argon2, 64 MiB and a core each) is the one thing a flood of logins can exhaust:
 * only `concurrency` run at once, a bounded number wait per lane, the rest are answered BUSY at
 * once. Waiting members go first, so a flood from new addresses cannot starve a member's own login.
 */
export class HashingQueue {
  private running = 0;
  private readonly waiting: Record<Lane, (() => void)[]> = {
    member: [],
    operator: [],
    public: [],
  };

  constructor(readonly limits: HashingLimits) {}

  async run<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting[lane].length >= this.limits.queued[lane])
        throw new CallError('BUSY', `password checks full (${lane})`, {
          retryAfterSeconds: BUSY_RETRY_SECONDS,
        });
      // The finishing task hands its slot over, so `running` stays as it is.
      await new Promise<void>((resume) => this.waiting[lane].push(resume));
    }
    try {
      return await work();
    } finally {
      const resume =
        this.waiting.member.shift() ?? this.waiting.operator.shift() ?? this.waiting.public.shift();
      if (resume) resume();
      else this.running -= 1;
    }
  }

  /** Running and waiting tasks, for tests and health. */
  get load() {
    return {
      running: this.running,
      member: this.waiting.member.length,
      operator: this.waiting.operator.length,
      public: this.waiting.public.length,
    };
  }
}

const cores = Math.max(1, availableParallelism());

/** One queue per process: hashing competes for this process's cores. */
export const hashing = new HashingQueue({
  concurrency: cores,
  queued: { member: 8 * cores, operator: Number.POSITIVE_INFINITY, public: 2 * cores },
});
