/**
 * Keeps one computed value for a few seconds, so that hot reads (brand, flags) cost one query per
 * interval while an operator's change still shows within that interval on every instance.
 */
export function cached<T>(
  ttlMs: number,
  load: () => Promise<T>,
): { get: () => Promise<T>; clear: () => void } {
  let value: { data: Promise<T>; expires: number } | null = null;
  return {
    get() {
      const now = Date.now();
      if (value && value.expires > now) return value.data;
      const data = load();
      value = { data, expires: now + ttlMs };
      data.catch(() => {
        value = null;
      });
      return data;
    },
    clear() {
      value = null;
    },
  };
}
