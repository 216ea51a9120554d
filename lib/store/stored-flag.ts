/** A yes/no choice kept in local storage as '1' or '0'; no storage (private mode) reads as no. */
export function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Keeps the choice; without storage (private mode) it lasts for this page only. */
export function writeFlag(key: string, on: boolean): void {
  try {
    localStorage.setItem(key, on ? '1' : '0');
  } catch {
    // Private mode without storage.
  }
}
