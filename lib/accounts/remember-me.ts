/**
 * Remember me keeps the username only, in a plain cookie for 24 hours (spec section 9); the login
 * call's `remember: true` makes the sealed session last longer. A password is never stored anywhere.
 */
export const REMEMBER_COOKIE = 'lastUser';
export const REMEMBER_SECONDS = 24 * 3600;
const USERNAME = /^[\p{L}\p{N}_.@+-]{1,64}$/u;

/** The `document.cookie` assignment that remembers `username`, or forgets it when null. */
export function rememberCookie(username: string | null, secure = false): string {
  const flags = `path=/; samesite=lax${secure ? '; secure' : ''}`;
  if (username === null || !USERNAME.test(username))
    return `${REMEMBER_COOKIE}=; max-age=0; ${flags}`;
  return `${REMEMBER_COOKIE}=${encodeURIComponent(username)}; max-age=${REMEMBER_SECONDS}; ${flags}`;
}

/** The remembered username in a cookie string, or null. */
export function rememberedUsername(cookies: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${REMEMBER_COOKIE}=([^;]*)`).exec(cookies);
  if (!match?.[1]) return null;
  try {
    const name = decodeURIComponent(match[1]);
    return USERNAME.test(name) ? name : null;
  } catch {
    return null;
  }
}
