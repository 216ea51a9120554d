'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState, type ComponentType } from 'react';
import type { ResponseOf } from '@/lib/contract/calls';
import { LOCALES, type Locale } from '@/lib/contract/languages';
import { wpsFetch } from '@/lib/hooks/wps-fetch';
import { usePathname } from '@/lib/i18n/navigation';
import type { NoticeDialogProps, NoticeLabels, PopupNotice } from './notice-dialog';
import { checkedThisSession, markSeen, unseen } from './notice-memory';

type Ready = { Dialog: ComponentType<NoticeDialogProps>; notices: PopupNotice[] };

/** Staff in the support console never get notices. */
const forStaff = (path: string) => /^\/support(\/|$)/.test(path);

let asked: Promise<Ready> | null = null;

/**
 * The notices of this page view and the dialog's code (with its sanitizer), asked for together
 * and once. A platform without the call (501, 404) has none.
 */
function ask(locale: string): Promise<Ready> {
  return (asked ??= Promise.all([
    wpsFetch<ResponseOf<'notices'>>(
      `/api/wps/notices?${new URLSearchParams({ language: locale })}`,
    ).then(
      (notices) => notices.popup,
      () => [],
    ),
    import('./notice-dialog'),
  ]).then(([notices, { NoticeDialog }]) => ({ Dialog: NoticeDialog, notices })));
}

// Asked as this module loads, before the page has hydrated, so that the notice can open as soon
// as it has. The page's language is its <html lang>; its path without the locale prefix decides.
if (typeof window !== 'undefined' && !checkedThisSession()) {
  const [, first = '', ...rest] = location.pathname.split('/');
  const path = (LOCALES as readonly string[]).includes(first) ? `/${rest.join('/')}` : `/${first}`;
  if (!forStaff(path)) ask(document.documentElement.lang).catch(() => null);
}

/**
 * Pop-up announcements, shown once per visitor: the first page view of a session asks for them
 * (above) and opens the unseen ones once the page is interactive, instead of asking after the
 * store, the dialog, the call and the sanitizer have loaded in turn.
 */
export function NoticeGate({ labels }: { labels: NoticeLabels }) {
  const locale = useLocale() as Locale;
  const staff = forStaff(usePathname());
  const [ready, setReady] = useState<Ready | null>(null);

  useEffect(() => {
    if (staff || checkedThisSession()) return;
    let live = true;
    ask(locale)
      .then(({ Dialog, notices }) => {
        // A page left meanwhile (or React's second mount in development) records nothing.
        if (!live) return;
        const fresh = unseen(notices);
        markSeen(fresh.map((a) => a.id));
        if (fresh.length > 0) setReady({ Dialog, notices: fresh });
      })
      // The dialog's code did not load (offline): the next page view asks again.
      .catch(() => null);
    return () => {
      live = false;
    };
    // Once per page view: moving to another page of the site keeps what this one decided.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return ready ? <ready.Dialog notices={ready.notices} labels={labels} /> : null;
}
