/**
 * This browser's device token (issue 12 item 8): handed out by the platform at each login and sent
 * with the next one, so that a member's own browser skips the 2-step code and the login backoff.
 * It proves nothing without the password, so the browser may keep it where scripts can read it.
 */
const KEY = 'device-token';
const SHAPE = /^[\w-]{43}$/;

export function readDeviceToken(storage: Pick<Storage, 'getItem'> | null): string | undefined {
  const token = storage?.getItem(KEY);
  return token && SHAPE.test(token) ? token : undefined;
}

export function keepDeviceToken(storage: Pick<Storage, 'setItem'> | null, token?: string) {
  if (storage && token && SHAPE.test(token)) storage.setItem(KEY, token);
}

/** localStorage when the browser lets us use it (private modes may throw). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
