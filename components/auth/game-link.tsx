'use client';

import type { ReactNode } from 'react';
import { useLoginGate } from '@/lib/hooks/use-login-gate';

/** Opens a game: visitors log in first (the popup, then on to the game); trial accounts may play. */
export function GameLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const gate = useLoginGate();
  return (
    <a
      href={href}
      className={className}
      onClick={async (event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (await gate({ trialAllowed: true, next: href })) window.location.assign(href);
      }}
    >
      {children}
    </a>
  );
}
