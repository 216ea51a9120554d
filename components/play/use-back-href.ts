'use client';

import { useSyncExternalStore } from 'react';
import { localePath } from '@/lib/i18n/prefix';

const never = () => () => undefined;

/** Our own page the member came from (not another game), else the home page. */
function referrerPath(): string | null {
  try {
    const from = new URL(document.referrer);
    if (from.origin !== window.location.origin || /\/(game|seamless)$/.test(from.pathname))
      return null;
    return `${from.pathname}${from.search}`;
  } catch {
    return null;
  }
}

/** Where "back to lobby" goes: where the member came from, or home (also on the server). */
export function useBackHref(locale: string): string {
  const home = localePath(locale, '/');
  return useSyncExternalStore(
    never,
    () => referrerPath() ?? home,
    () => home,
  );
}
