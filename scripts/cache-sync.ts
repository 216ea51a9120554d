import { INTERNAL_TOKEN_HEADER, SYSTEM_CACHE_MS } from '../lib/contract/cache-tags';
import { log } from '../lib/log';

/**
 * How long a platform instance may still answer with what it read before a change (its copy of
 * brand and flags, and a margin). A tag is revalidated when its version moves and once more after
 * this, so a page rendered in between cannot keep the old.
 */
const PLATFORM_STALE_MS = SYSTEM_CACHE_MS + 500;

export type CacheSync = { stop: () => void };

/**
 * Keeps the portal's page caches in step with the platform: every `intervalMs` it reads the cache
 * tags' versions (`GET /cache/versions`, raised by database triggers whoever changes the data) and
 * expires the tags that moved through the portal's own route (app/api/internal/revalidate), which
 * only this process can call. The first answer expires every tag: pages built earlier may predate
 * changes made while the portal was down. A platform that does not answer changes nothing; pages
 * then refresh when their cache life runs out, as without this.
 */
export function startCacheSync(options: {
  upstreamUrl: string;
  selfUrl: string;
  token: string;
  intervalMs: number;
}): CacheSync {
  let seen: Record<string, number> | null = null;
  /** Tags to expire once more, and from when. */
  const again = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function versions(): Promise<Record<string, number>> {
    const response = await fetch(`${options.upstreamUrl}/cache/versions`, {
      signal: AbortSignal.timeout(Math.max(1000, options.intervalMs)),
    });
    if (!response.ok) throw new Error(`platform answered ${response.status}`);
    return ((await response.json()) as { versions: Record<string, number> }).versions;
  }

  async function expire(tags: string[]) {
    const response = await fetch(`${options.selfUrl}/api/internal/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: options.token },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`revalidation answered ${response.status}`);
  }

  async function tick() {
    const now = Date.now();
    const current = await versions();
    const moved = Object.keys(current).filter((tag) => seen?.[tag] !== current[tag]);
    const due = [...again].filter(([tag, at]) => at <= now && !moved.includes(tag));
    const tags = [...moved, ...due.map(([tag]) => tag)];
    if (tags.length === 0) return;
    await expire(tags);
    for (const [tag] of due) again.delete(tag);
    for (const tag of moved) again.set(tag, now + PLATFORM_STALE_MS);
    seen = current;
    log.debug({ tags }, 'portal: cache tags revalidated');
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) =>
          log.debug({ err: error }, 'portal: cache versions not synced this time'),
        )
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  if (options.intervalMs > 0) schedule();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
