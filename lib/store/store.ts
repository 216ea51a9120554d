import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { agentCentreSlice } from './agent-centre-slice';
import {
  balanceVisibilitySlice,
  balanceVisibilityToggled,
  type BalanceVisibilityState,
} from './balance-visibility-slice';
import { writeBalanceHidden } from './balance-visibility-storage';
import { chatSlice } from './chat-slice';
import { dialogsSlice } from './dialogs-slice';
import { expanded, leftBarSlice, toggled, type LeftBarState } from './left-bar-slice';
import { writeCollapsed } from './left-bar-storage';
import { memberCentreSlice } from './member-centre-slice';

type StoredState = { leftBar: LeftBarState; balanceVisibility: BalanceVisibilityState };

/**
 * Writes the remembered choices (left bar collapsed, balance hidden) once their actions are
 * reduced. A plain middleware rather than RTK's listener middleware, whose task machinery would
 * be in every page's first load for these two writes.
 */
const rememberChoices: Middleware<object, StoredState> = (api) => (next) => (action) => {
  const result = next(action);
  if (toggled.match(action) || expanded.match(action))
    writeCollapsed(api.getState().leftBar.collapsed);
  if (balanceVisibilityToggled.match(action))
    writeBalanceHidden(api.getState().balanceVisibility.hidden);
  return result;
};

export function makeStore() {
  return configureStore({
    reducer: {
      dialogs: dialogsSlice.reducer,
      leftBar: leftBarSlice.reducer,
      memberCentre: memberCentreSlice.reducer,
      agentCentre: agentCentreSlice.reducer,
      balanceVisibility: balanceVisibilitySlice.reducer,
      chat: chatSlice.reducer,
    },
    middleware: (defaults) => defaults().prepend(rememberChoices),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/**
 * One store per browser, made when the module loads: configureStore during render trips the
 * prerender's Math.random check. On the server it only ever holds the initial state (nothing
 * dispatches there), so sharing it between requests leaks nothing.
 */
export const store: AppStore = makeStore();
