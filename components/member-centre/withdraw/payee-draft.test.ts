import { clearPayeeDraft, readPayeeDraft, savePayeeDraft } from './payee-draft';

/** The tab's sessionStorage, as the browser keeps it. */
const stored = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  },
});

describe('the payee draft', () => {
  it('keeps what was typed for the tab, never a password', () => {
    const typed = { payeeName: 'Siti', bankName: 'Maybank', accountNumber: '1234567890' };
    savePayeeDraft({ ...typed, paymentPassword: '135790', loginPassword: 'Secret123' } as never);
    expect(readPayeeDraft()).toEqual(typed);
    expect([...stored.values()].join()).not.toMatch(/135790|Secret123/);
  });

  it('is gone once the payee is saved or the form cancelled', () => {
    savePayeeDraft({ payeeName: 'Siti', bankName: '', accountNumber: '' });
    clearPayeeDraft();
    expect(readPayeeDraft()).toEqual({ payeeName: '', bankName: '', accountNumber: '' });
    expect(stored.size).toBe(0);
  });

  it('starts empty when storage holds nothing readable', () => {
    stored.set('payee-draft', '{not json');
    expect(readPayeeDraft()).toEqual({ payeeName: '', bankName: '', accountNumber: '' });
  });
});
