import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Whether the header shows the balance or `****`; the stored choice arrives after mount. */
export type BalanceVisibilityState = { hidden: boolean };

const initialState: BalanceVisibilityState = { hidden: false };

export const balanceVisibilitySlice = createSlice({
  name: 'balanceVisibility',
  initialState,
  reducers: {
    restored(state, action: PayloadAction<boolean>) {
      state.hidden = action.payload;
    },
    toggled(state) {
      state.hidden = !state.hidden;
    },
  },
});

export const { restored: balanceVisibilityRestored, toggled: balanceVisibilityToggled } =
  balanceVisibilitySlice.actions;

export const selectBalanceHidden = (state: { balanceVisibility: BalanceVisibilityState }) =>
  state.balanceVisibility.hidden;

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
