/**
 * The cache tags of the data pages render, one place for their names: `'use cache'` functions tag
 * with them, and the platform keeps a version per tag (its `cache_versions` table) that the portal
 * watches (scripts/cache-sync.ts) to revalidate a tag when what it covers changes.
 */
export const CACHE_TAGS = {
  brand: 'brand',
  vendors: 'vendors',
  banners: 'banners',
  announcements: 'announcements',
  promotions: 'promotions',
  points: 'points',
  vip: 'vip',
  help: 'help',
  games: 'games',
  lottery: 'lottery',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

const KNOWN = new Set<string>(Object.values(CACHE_TAGS));
export const isCacheTag = (value: unknown): value is CacheTag =>
  typeof value === 'string' && KNOWN.has(value);

/**
 * How long a platform instance may serve a stale brand or flag set after an operator's change (its
 * own copy, platform/src/services/system.ts): the portal's cache sync expires a moved tag again
 * after it.
 */
export const SYSTEM_CACHE_MS = 2000;

/** The header that carries the portal process's own token to its revalidation route. */
export const INTERNAL_TOKEN_HEADER = 'x-portal-internal-token';
