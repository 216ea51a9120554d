import { balanceVisibilityToggled } from './balance-visibility-slice';
import { drawerToggled, expanded, toggled } from './left-bar-slice';
import { makeStore } from './store';

const stored = new Map<string, string>();
const dataset: Record<string, string> = {};

beforeEach(() => {
  stored.clear();
  delete dataset.leftBar;
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    document: { documentElement: { dataset } },
  });
});

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
  Reflect.deleteProperty(globalThis, 'document');
});

describe('store', () => {
  it('remembers the left bar collapsed or expanded once the action is reduced', () => {
    const store = makeStore();
    store.dispatch(toggled());
    expect(stored.get('leftBarCollapsed')).toBe('1');
    expect(dataset.leftBar).toBe('collapsed');
    store.dispatch(expanded());
    expect(stored.get('leftBarCollapsed')).toBe('0');
    expect(dataset.leftBar).toBeUndefined();
  });

  it('remembers the hidden balance, and nothing for other actions', () => {
    const store = makeStore();
    store.dispatch(drawerToggled());
    expect(stored.size).toBe(0);
    store.dispatch(balanceVisibilityToggled());
    expect(stored.get('balanceHidden')).toBe('1');
    store.dispatch(balanceVisibilityToggled());
    expect(stored.get('balanceHidden')).toBe('0');
  });
});
