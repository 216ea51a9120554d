/**
 * What the member typed into the payee form, kept for the tab's session so a detour (setting the
 * payment password first) does not lose it. Passwords are never kept.
 */
export type PayeeDraft = { payeeName: string; bankName: string; accountNumber: string };

const KEY = 'payee-draft';
const EMPTY: PayeeDraft = { payeeName: '', bankName: '', accountNumber: '' };

export function readPayeeDraft(): PayeeDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PayeeDraft> | null;
    return {
      payeeName: String(saved?.payeeName ?? ''),
      bankName: String(saved?.bankName ?? ''),
      accountNumber: String(saved?.accountNumber ?? ''),
    };
  } catch {
    return EMPTY;
  }
}

export function savePayeeDraft({ payeeName, bankName, accountNumber }: PayeeDraft): void {
  try {
    if (!payeeName && !bankName && !accountNumber) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify({ payeeName, bankName, accountNumber }));
  } catch {
    // Storage refused (private mode, quota): the form still works, only without the draft.
  }
}

export function clearPayeeDraft(): void {
  savePayeeDraft(EMPTY);
}
