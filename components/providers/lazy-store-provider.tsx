'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { loadStore } from '@/lib/store/lazy-store';

type Provider = (props: { children: ReactNode }) => ReactNode;

/**
 * The store's Provider for the dialogs, centres and chat, whose code loads on demand anyway: it
 * comes after hydration with Redux, so no page's first load carries Redux Toolkit or react-redux.
 * Its children render nothing until then (every dialog and centre starts closed).
 */
export function LazyStoreProvider({ children }: { children: ReactNode }) {
  const [Provider, setProvider] = useState<Provider | null>(null);
  useEffect(() => {
    let mounted = true;
    void Promise.all([import('./store-provider'), loadStore()]).then(([{ StoreProvider }]) => {
      if (mounted) setProvider(() => StoreProvider);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Provider ? <Provider>{children}</Provider> : null;
}
