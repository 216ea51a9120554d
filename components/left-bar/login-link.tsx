'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';

/** A member-only shortcut for a visitor: log in first, then come back to this page. */
export function LoginLink({
  className,
  title,
  children,
}: {
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  return (
    <Link
      className={className}
      title={title}
      href={{ pathname: '/login', query: { next: pathname } }}
    >
      {children}
    </Link>
  );
}
