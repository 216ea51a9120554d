'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { FirstNoticeItem } from '@/lib/wps/notices';
import { checkedThisSession } from './notice-memory';

export type NoticeProps = { notices: FirstNoticeItem[] };

const NoticeDialog = lazy(() => import('./notice-dialog'));

/** Loads the notice dialog's code after hydration, only on a session's first page view. */
export function FirstNoticeLoader(props: NoticeProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists in the browser only
    if (!checkedThisSession()) setWanted(true);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog {...props} />
    </Suspense>
  );
}
