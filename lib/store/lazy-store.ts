import { useSyncExternalStore } from 'react';
import type { AppStore, RootState } from './store';
import { INITIAL_STATE } from './ui-state';

type Action = Parameters<AppStore['dispatch']>[0];

let loaded: AppStore | null = null;
let loading: Promise<AppStore> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * The store's module (Redux Toolkit with it) loads once, on the first dispatch or when the dialog
 * host mounts, rather than with every page: until then the state is INITIAL_STATE.
 */
export function loadStore(): Promise<AppStore> {
  return (loading ??= import('./store').then(({ store }) => {
    loaded = store;
    store.subscribe(notify);
    notify();
    return store;
  }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const currentState = (): RootState => loaded?.getState() ?? INITIAL_STATE;

/** Dispatches now if the store is there, else once it has loaded (in the order dispatched). */
export function dispatchUi(action: Action): void {
  if (loaded) loaded.dispatch(action);
  else void loadStore().then((store) => store.dispatch(action));
}

/** useSelector for the shell's client parts, which render before the store has loaded. */
export function useUiSelector<T>(selector: (state: RootState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => selector(currentState()),
    () => selector(INITIAL_STATE),
  );
}

/** useDispatch's counterpart: a stable function that queues the action until the store loads. */
export function useUiDispatch(): typeof dispatchUi {
  return dispatchUi;
}
