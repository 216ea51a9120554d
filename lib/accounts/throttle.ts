/** Captcha refresh and SMS requests: at most one per second (spec sections 5, 9). */
export const THROTTLE_MS = 1000;

/**
 * A gate that lets one attempt through per interval: `attempt()` is true when the action may run
 * now (and starts a new interval), false when it came too soon after the last one.
 */
export function createThrottle(intervalMs = THROTTLE_MS, clock: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    attempt(): boolean {
      const now = clock();
      if (now - last < intervalMs) return false;
      last = now;
      return true;
    },
  };
}
