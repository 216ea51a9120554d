import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { agentCentreSlice } from './agent-centre-slice';
import {
  balanceVisibilitySlice,
  balanceVisibilityToggled,
  writeBalanceHidden,
  type BalanceVisibilityState,
} from './balance-visibility-slice';
import { chatSlice } from './chat-slice';
import { dialogsSlice } from './dialogs-slice';
import { expanded, leftBarSlice, toggled, type LeftBarState } from './left-bar-slice';
import { writeCollapsed } from './left-bar-storage';
import { memberCentreSlice } from './member-centre-slice';

export function makeStore() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(toggled, expanded),
    effect: (_action, api) =>
      writeCollapsed((api.getState() as { leftBar: LeftBarState }).leftBar.collapsed),
  });
  listener.startListening({
    actionCreator: balanceVisibilityToggled,
    effect: (_action, api) =>
      writeBalanceHidden(
        (api.getState() as { balanceVisibility: BalanceVisibilityState }).balanceVisibility.hidden,
      ),
  });
  return configureStore({
    reducer: {
      dialogs: dialogsSlice.reducer,
      leftBar: leftBarSlice.reducer,
      memberCentre: memberCentreSlice.reducer,
      agentCentre: agentCentreSlice.reducer,
      balanceVisibility: balanceVisibilitySlice.reducer,
      chat: chatSlice.reducer,
    },
    middleware: (defaults) => defaults().prepend(listener.middleware),
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
