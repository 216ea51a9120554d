import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { INITIAL_STATE } from './ui-state';

/** Whether the header shows the balance or `****`; the stored choice arrives after mount. */
export type BalanceVisibilityState = { hidden: boolean };

const initialState: BalanceVisibilityState = INITIAL_STATE.balanceVisibility;

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

export { selectBalanceHidden } from './ui-state';
