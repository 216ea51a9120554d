/** Where the header remembers whether the balance is hidden. */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

export function readBalanceHidden(): boolean {
  try {
    return localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeBalanceHidden(hidden: boolean): void {
  try {
    localStorage.setItem(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
