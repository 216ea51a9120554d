'use client';

import type { ReactNode } from 'react';
import { openDialog } from '@/lib/store/ui-state';
import { useUiDispatch } from '@/lib/store/lazy-store';

/** A link to the login page that opens the login popup instead once scripts run. */
export function LoginButton({
  next,
  className,
  children,
}: {
  next: string;
  className?: string;
  children: ReactNode;
}) {
  const dispatch = useUiDispatch();
  return (
    <a
      className={className}
      href={`/login?next=${encodeURIComponent(next)}`}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        dispatch(openDialog({ kind: 'login', props: { tab: 'login', next } }));
      }}
    >
      {children}
    </a>
  );
}
