/** Lottery favourites live in this browser, one list per username (spec: local storage). */
export const favouritesKey = (username: string) => `lotteryFavourites:${username.toLowerCase()}`;

const GAME_CODE = /^[A-Z0-9-]{2,16}$/;
/** Told to this page's own listeners (the storage event reaches other tabs only). */
export const FAVOURITES_EVENT = 'lottery-favourites';

/** The stored text (a stable snapshot for React), null without storage or list. */
export function storedFavourites(username: string): string | null {
  try {
    return localStorage.getItem(favouritesKey(username));
  } catch {
    return null;
  }
}

export function parseFavourites(text: string | null): string[] {
  try {
    const stored: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((code): code is string => typeof code === 'string' && GAME_CODE.test(code))
      : [];
  } catch {
    return [];
  }
}

export function writeFavourites(username: string, codes: readonly string[]): void {
  try {
    localStorage.setItem(favouritesKey(username), JSON.stringify(codes));
  } catch {
    // Private mode without storage: the star does not stick.
  }
  window.dispatchEvent(new Event(FAVOURITES_EVENT));
}

/** The list with a game added at the end, or taken out. */
export const toggled = (codes: readonly string[], code: string): string[] =>
  codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];
