import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LeftBarState = { collapsed: boolean };

/** The server renders the bar expanded; the stored choice arrives with `restored` after mount. */
const initialState: LeftBarState = { collapsed: false };

export const leftBarSlice = createSlice({
  name: 'leftBar',
  initialState,
  reducers: {
    restored(state, action: PayloadAction<boolean>) {
      state.collapsed = action.payload;
    },
    toggled(state) {
      state.collapsed = !state.collapsed;
    },
    expanded(state) {
      state.collapsed = false;
    },
  },
});

export const { restored, toggled, expanded } = leftBarSlice.actions;

export const selectCollapsed = (state: { leftBar: LeftBarState }) => state.leftBar.collapsed;
