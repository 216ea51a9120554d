'use client';

import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { DialogKind } from '@/lib/store/dialogs-slice';
import { useUiSelector } from '@/lib/store/lazy-store';

/**
 * A dialog whose code loads when the browser is idle (or when it is opened, whichever comes first),
 * not with the page: the closed dialog renders nothing, so it need not be in the first-load JS.
 * Its props are the dialog's own; it still reads its open state from the store itself.
 */
export function lazyDialog<P extends object>(
  kind: DialogKind,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Dialog = lazy(preload);
  function LazyDialog(props: P) {
    const open = useUiSelector((state) => state.dialogs.open?.kind === kind);
    useEffect(() => {
      if (typeof window.requestIdleCallback !== 'function') return;
      const idle = window.requestIdleCallback(() => void preload(), { timeout: 5000 });
      return () => window.cancelIdleCallback(idle);
    }, []);
    if (!open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  LazyDialog.displayName = `Lazy(${kind})`;
  return LazyDialog;
}
