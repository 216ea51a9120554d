import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { INITIAL_STATE } from './ui-state';

/** `drawerOpen`: on phones and tablets the bar is a drawer, opened from the header or bottom bar. */
export type LeftBarState = { collapsed: boolean; drawerOpen: boolean };

/** The server renders the bar expanded; the stored choice arrives with `restored` after mount. */
const initialState: LeftBarState = INITIAL_STATE.leftBar;

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
    drawerToggled(state) {
      state.drawerOpen = !state.drawerOpen;
    },
    drawerClosed(state) {
      state.drawerOpen = false;
    },
  },
});

export const { restored, toggled, expanded, drawerToggled, drawerClosed } = leftBarSlice.actions;

export { selectCollapsed, selectDrawerOpen } from './ui-state';
