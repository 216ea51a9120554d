'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';

/** A left-bar link that marks itself as the current page. */
export function BarLink({ href, ...rest }: ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePathname();
  return <Link href={href} aria-current={pathname === href ? 'page' : undefined} {...rest} />;
}
