/** The element of the notices the server paints (first-notice.tsx), which the dialog takes over. */
export const FIRST_NOTICE_ID = 'first-notice';
/** On <html> while the painted copy holds the page's scroll (until the dialog closes). */
export const NOTICE_LOCK = 'data-notice-lock';

/** What the browser remembers about pop-up notices: which it has shown, and whether it looked. */
export const SEEN_KEY = 'noticeSeen';
export const CHECKED_KEY = 'noticeChecked';

function seenIds(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function unseen<T extends { id: number }>(notices: T[]): T[] {
  const seen = new Set(seenIds());
  return notices.filter((n) => !seen.has(n.id));
}

/** Records the shown notices (the newest 200 are plenty) and that this session has looked. */
export function markSeen(ids: number[]): void {
  try {
    sessionStorage.setItem(CHECKED_KEY, '1');
    if (ids.length > 0)
      localStorage.setItem(SEEN_KEY, JSON.stringify([...seenIds(), ...ids].slice(-200)));
  } catch {
    // Storage refused: the notices may show again, which is harmless.
  }
}

export function checkedThisSession(): boolean {
  try {
    return sessionStorage.getItem(CHECKED_KEY) === '1';
  } catch {
    return false;
  }
}
