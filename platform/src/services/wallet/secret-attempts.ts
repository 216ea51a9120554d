import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CallError, type ErrorCode } from '../../../../lib/contract/envelope';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { sendLockNotice } from './lock-notice';

/** Wrong answers in a row that lock the secret, and for how long. */
export const SECRET_TRIES = 5;
export const SECRET_LOCK_MINUTES = 30;

/** `payment`: the payment password; `recheck`: the login password asked before a new payee. */
export type SecretKind = 'payment' | 'recheck';

const WRONG: Record<SecretKind, ErrorCode> = {
  payment: 'PAYMENT_PASSWORD_INCORRECT',
  recheck: 'PASSWORD_INCORRECT',
};
const LOCKED: Record<SecretKind, ErrorCode> = {
  payment: 'PAYMENT_PASSWORD_LOCKED',
  recheck: 'PASSWORD_CHECK_LOCKED',
};

function lockedError(kind: SecretKind, until: Date): CallError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new CallError(LOCKED[kind], 'too many wrong answers', {
    values: { until: until.toISOString(), minutes: SECRET_LOCK_MINUTES },
    retryAfterSeconds: seconds,
  });
}

/**
 * Guessing limits kept in the database, so restarts and other instances share them. Every check
 * takes its try with one atomic upsert before the secret is verified: of any number of concurrent
 * guesses only the allowed number are ever verified, and the last allowed one sets the lock.
 *
 * Within one instance a member's checks of one kind run one at a time, so that a right answer has
 * cleared its try before the next is taken: a member who sends many withdrawals at once with the
 * right password is never locked by their own tries in flight. The same answer sent again while it
 * is being checked waits for that check's verdict instead of taking a try of its own: it tells a
 * guesser nothing new, and a burst of withdrawals costs one verification, not one each.
 */
export function createSecretAttempts(db: Db) {
  const queues = new Map<string, Promise<unknown>>();
  const verdicts = new Map<string, Promise<void>>();

  function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
    const mine = (queues.get(key) ?? Promise.resolve()).then(run, run);
    const settled = mine.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return mine;
  }

  const mine = (memberId: number, kind: SecretKind) =>
    and(eq(t.secretAttempts.memberId, memberId), eq(t.secretAttempts.kind, kind));

  async function takeTry(memberId: number, kind: SecretKind) {
    // Past the setWhere below, a lock still on the row is one that has run out.
    const lapsed = sql`${t.secretAttempts.lockedUntil} is not null`;
    const [taken] = await db
      .insert(t.secretAttempts)
      .values({ memberId, kind, failures: 1 })
      .onConflictDoUpdate({
        target: [t.secretAttempts.memberId, t.secretAttempts.kind],
        set: {
          failures: sql`case when ${lapsed} then 1 else ${t.secretAttempts.failures} + 1 end`,
          lockedUntil: sql`case when not ${lapsed} and ${t.secretAttempts.failures} + 1 >= ${SECRET_TRIES}
            then now() + make_interval(mins => ${SECRET_LOCK_MINUTES}) else null end`,
        },
        setWhere: sql`${t.secretAttempts.lockedUntil} is null or ${t.secretAttempts.lockedUntil} <= now()`,
      })
      .returning();
    if (taken) return taken;
    const [row] = await db.select().from(t.secretAttempts).where(mine(memberId, kind));
    throw lockedError(kind, row?.lockedUntil ?? new Date());
  }

  return {
    /** Verifies a secret within the limit: right clears the count, wrong says what is left. */
    check(
      memberId: number,
      kind: SecretKind,
      answer: string,
      verify: (answer: string) => Promise<boolean>,
    ): Promise<void> {
      const queue = `${memberId}:${kind}`;
      const same = `${queue}:${createHash('sha256').update(answer).digest('base64')}`;
      const pending = verdicts.get(same);
      if (pending) return pending;
      const verdict = oneAtATime(queue, () => checkNow(memberId, kind, () => verify(answer)));
      verdicts.set(same, verdict);
      const forget = () => {
        if (verdicts.get(same) === verdict) verdicts.delete(same);
      };
      verdict.then(forget, forget);
      return verdict;
    },
  };

  async function checkNow(memberId: number, kind: SecretKind, verify: () => Promise<boolean>) {
    const taken = await takeTry(memberId, kind);
    if (await verify()) {
      await db
        .update(t.secretAttempts)
        .set({ failures: 0, lockedUntil: null })
        .where(mine(memberId, kind));
      return;
    }
    if (taken.lockedUntil) {
      await sendLockNotice(db, memberId, kind, SECRET_LOCK_MINUTES);
      throw lockedError(kind, taken.lockedUntil);
    }
    throw new CallError(WRONG[kind], 'wrong secret', {
      values: { remaining: SECRET_TRIES - taken.failures },
    });
  }
}

export type SecretAttempts = ReturnType<typeof createSecretAttempts>;
