import type { Database, SessionLock } from '../../db/client';
import type { Deposits } from './deposits';
import type { Withdrawals } from './withdrawals';

/** How often each platform instance sweeps; the lazy paths (lists, answers) settle in between. */
export const SWEEP_INTERVAL_MS = 60_000;

export type SweepResult = { withdrawalsReceived: number; depositsExpired: number };

/**
 * One sweep: paid withdrawals past their confirmation window count as received, unpaid online
 * orders past theirs expire. Each is one conditional UPDATE, so any number of instances may sweep
 * at once without a lock: a row changes once, whoever gets it first.
 */
export async function sweepWallet(services: {
  withdrawals: Pick<Withdrawals, 'settleUnanswered'>;
  deposits: Pick<Deposits, 'expireStale'>;
}): Promise<SweepResult> {
  const withdrawalsReceived = await services.withdrawals.settleUnanswered();
  const depositsExpired = await services.deposits.expireStale();
  return { withdrawalsReceived, depositsExpired };
}

/**
 * Runs `sweep` now and then every `everyMs`, one run at a time; `stop` waits for a run in progress,
 * so that nothing touches the database after the server closed it.
 */
export function startPeriodic(
  sweep: () => Promise<unknown>,
  onError: (error: unknown) => void,
  everyMs = SWEEP_INTERVAL_MS,
) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = sweep()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Runs `tick` every `everyMs` on the instance holding the session advisory lock `lockKey`; the
 * others keep trying, so one takes over within a period of the holder's death. Ticks never
 * overlap; `stop` waits for a running one and releases the lock.
 */
export function startLockedRunner(
  database: Database,
  lockKey: number,
  tick: () => Promise<unknown>,
  onError: (error: unknown) => void,
  everyMs: number,
) {
  let lock: SessionLock | null = null;
  const runs = startPeriodic(
    async () => {
      if (!lock?.held()) lock = await database.tryLock(lockKey);
      if (lock) await tick();
    },
    onError,
    everyMs,
  );
  return {
    async stop() {
      await runs.stop();
      await lock?.release();
    },
  };
}
