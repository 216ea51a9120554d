'use client';

import type { Category } from '@/lib/contract/catalogue';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { categoryPath } from '@/lib/routes';

/** Lobby links for the categories that have vendors; the current lobby is marked. */
export function CategoryNav({
  label,
  items,
}: {
  label: string;
  items: { category: Category; label: string }[];
}) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="category-nav">
      {items.map(({ category, label: text }) => {
        const href = categoryPath(category);
        return (
          <Link key={category} href={href} aria-current={pathname === href ? 'page' : undefined}>
            {text}
          </Link>
        );
      })}
    </nav>
  );
}
