/**
 * Makes room for one more entry in a map of expiring entries that callers' input (addresses,
 * query strings) could otherwise grow without end: expired entries go first, then, if it is still
 * full, the oldest (a Map iterates in insertion order).
 */
export function makeRoom<K, V extends { expires: number }>(
  map: Map<K, V>,
  max: number,
  now: number,
) {
  if (map.size < max) return;
  for (const [key, entry] of map) if (entry.expires <= now) map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
}
