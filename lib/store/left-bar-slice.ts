import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** `drawerOpen`: on phones and tablets the bar is a drawer, opened from the header or bottom bar. */
export type LeftBarState = { collapsed: boolean; drawerOpen: boolean };

/** The server renders the bar expanded; the stored choice arrives with `restored` after mount. */
const initialState: LeftBarState = { collapsed: false, drawerOpen: false };

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

export const selectCollapsed = (state: { leftBar: LeftBarState }) => state.leftBar.collapsed;
export const selectDrawerOpen = (state: { leftBar: LeftBarState }) => state.leftBar.drawerOpen;
