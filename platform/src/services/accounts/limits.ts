import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { CallError } from '../../../../lib/contract/envelope';
import { RedisCounters, type Counters } from '../counters';

type Rule = { points: number; seconds: number };

/**
 * Abuse limits (issue 4): SMS one per second and one per minute per number, ten a day; a number's
 * wrong codes; login failures per account (counted, never a lockout: see BACKOFF) and per address;
 * invitation-code checks per address (a guesser would otherwise list the agents' codes). Redis when
 * the counters are in Redis, so that every instance counts together. The `*Wait` limiters hold the
 * progressive waits that login failures set (`block`), one point each.
 */
export const LIMITS = {
  smsSecond: { points: 1, seconds: 1 },
  smsMinute: { points: 1, seconds: 60 },
  smsDay: { points: 10, seconds: 86_400 },
  smsIp: { points: 30, seconds: 3_600 },
  codeTries: { points: 10, seconds: 3_600 },
  loginAccount: { points: 10_000, seconds: 3_600 },
  loginIp: { points: 50, seconds: 900 },
  loginAccountWait: { points: 1, seconds: 1 },
  loginIpWait: { points: 1, seconds: 1 },
  resetIp: { points: 10, seconds: 3_600 },
  affiliateIp: { points: 30, seconds: 600 },
} satisfies Record<string, Rule>;

export type LimitName = keyof typeof LIMITS;
export type Limits = Record<LimitName, RateLimiterAbstract>;

export function createLimits(counters: Counters): Limits {
  const redis = counters instanceof RedisCounters ? counters.redis : null;
  const build = (name: string, rule: Rule) =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${counters instanceof RedisCounters ? counters.prefix : ''}rl:${name}`,
          points: rule.points,
          duration: rule.seconds,
        })
      : new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.seconds });
  const limits = {} as Limits;
  for (const name of Object.keys(LIMITS) as LimitName[]) limits[name] = build(name, LIMITS[name]);
  return limits;
}

/** Takes one point; a refusal is RATE_LIMITED with the seconds until the window frees up. */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new CallError('RATE_LIMITED', `limit ${limiter.keyPrefix}`, {
      retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
    });
  }
}

/** Points used so far in the current window (0 when none). */
export async function used(limiter: RateLimiterAbstract, key: string): Promise<number> {
  return (await limiter.get(key))?.consumedPoints ?? 0;
}

/** Seconds until the window frees up, when all points are used. */
export async function blockedFor(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const state = await limiter.get(key);
  if (!state || state.consumedPoints < limiter.points) return 0;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

/**
 * Progressive waits after login failures (issue 12 item 6): free failures, then 1 s, 2 s, 4 s… up to
 * `maxSeconds`. An account's wait binds only logins from unrecognised addresses and browsers, so a
 * guesser elsewhere can slow the guessing but never lock the member out.
 */
export const BACKOFF = {
  account: { free: 10, maxSeconds: 300 },
  ip: { free: 3, maxSeconds: 300 },
} as const;

export function backoffSeconds(failures: number, rule: { free: number; maxSeconds: number }) {
  return failures <= rule.free ? 0 : Math.min(rule.maxSeconds, 2 ** (failures - rule.free - 1));
}

/** Counts one failure on `counter` and makes `wait` hold the key for its backoff. */
export async function fail(
  counter: RateLimiterAbstract,
  wait: RateLimiterAbstract,
  key: string,
  rule: { free: number; maxSeconds: number },
): Promise<void> {
  const { consumedPoints } = await counter.penalty(key, 1);
  const seconds = backoffSeconds(consumedPoints, rule);
  if (seconds > 0) await wait.block(key, seconds);
}
