import type { Redis } from 'ioredis';

/**
 * Shared counters for rate limits and one-time ids. In memory for one instance; Redis when
 * REDIS_URL is set, so that every instance sees the same counts.
 */
export interface Counters {
  /** Counts a hit in a fixed window and returns the count so far in that window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The count so far in the key's current window (0 when none), without counting. */
  count(key: string): Promise<number>;
  /** Claims a key for `ttlMs`; false when it was already claimed (a replay). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Resolves when the store answers (readiness); Redis may refuse or time out. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounters implements Counters {
  private readonly entries = new Map<string, { count: number; expires: number }>();

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry;
    if (entry) this.entries.delete(key);
    if (this.entries.size > 100_000) this.sweep(now);
    return undefined;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const entry = this.live(key, now);
    if (entry) return ++entry.count;
    this.entries.set(key, { count: 1, expires: now + windowMs });
    return 1;
  }

  async count(key: string): Promise<number> {
    return this.live(key, Date.now())?.count ?? 0;
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    if (this.live(key, now)) return false;
    this.entries.set(key, { count: 1, expires: now + ttlMs });
    return true;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.entries.clear();
  }
}

export class RedisCounters implements Counters {
  constructor(
    readonly redis: Redis,
    readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const k = this.prefix + key;
    const results = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec();
    const count = results?.[0]?.[1];
    if (typeof count !== 'number') throw new Error('redis: INCR gave no count');
    return count;
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK';
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    // quit() waits for an answer that a dead server never gives.
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** How long one Redis command or connection attempt may take. */
export const REDIS_TIMEOUT_MS = 1500;

export async function openCounters(redisUrl: string | null, prefix = 'portal:'): Promise<Counters> {
  if (!redisUrl) return new MemoryCounters();
  const { Redis } = await import('ioredis');
  // When Redis is gone or silent, a call must fail within a second or two (and answer 503), not
  // wait in a queue: no offline queue, short timeouts, one retry.
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) console.warn(`platform: redis unavailable: ${error.message}`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) console.warn('platform: redis is back');
    down = false;
  });
  await redis.connect();
  return new RedisCounters(redis, prefix);
}
