/**
 * Keeps one computed value for a few seconds, so that hot reads (brand, flags) cost one query per
 * interval while an operator's change still shows within that interval on every instance.
 *
 * `load` may return any thenable: a drizzle query builder runs its query each time it is awaited,
 * so it is awaited once here and the settled promise is what every caller shares.
 */
export function cached<T>(
  ttlMs: number,
  load: () => PromiseLike<T>,
): { get: () => Promise<T>; clear: () => void } {
  let value: { data: Promise<T>; expires: number } | null = null;
  return {
    get() {
      const now = Date.now();
      if (value && value.expires > now) return value.data;
      const data = Promise.resolve(load());
      const entry = { data, expires: now + ttlMs };
      value = entry;
      data.catch(() => {
        // A failed load is not kept; a newer one that replaced it meanwhile stays.
        if (value === entry) value = null;
      });
      return data;
    },
    clear() {
      value = null;
    },
  };
}
