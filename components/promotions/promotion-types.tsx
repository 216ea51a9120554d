'use client';

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import type { PromotionCategory } from '@/lib/contract/catalogue';

/**
 * The type tabs over the server-rendered promotion grid (`children`, every running promotion with
 * its `data-category`). The page is the same for every visitor; the type comes from `?type=` in
 * the browser and the stylesheet hides the other cards. A tab keeps its `?type=` link (a new tab
 * or no script still works) and otherwise switches in place, replacing the address.
 */
export function PromotionTypes({
  base,
  types,
  names,
  all,
  label,
  children,
}: {
  /** The page's address without a type. */
  base: string;
  types: PromotionCategory[];
  /** Each type's name in the page's language. */
  names: Record<string, string>;
  /** The tab that shows every promotion. */
  all: string;
  label: string;
  children: ReactNode;
}) {
  const [type, setType] = useState<PromotionCategory | null>(null);
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('type');
    // Read once from the address the page was opened with; the tabs change it from here on.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address exists in the browser only
    setType(types.find((candidate) => candidate === asked) ?? null);
  }, [types]);
  function choose(event: MouseEvent<HTMLAnchorElement>, next: PromotionCategory | null) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setType(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('type', next);
    else url.searchParams.delete('type');
    window.history.replaceState(window.history.state, '', url);
  }
  return (
    <>
      <nav className="vendor-tabs" aria-label={label}>
        <a href={base} aria-current={type ? undefined : 'page'} onClick={(e) => choose(e, null)}>
          {all}
        </a>
        {types.map((candidate) => (
          <a
            key={candidate}
            href={`${base}?type=${candidate}`}
            aria-current={candidate === type ? 'page' : undefined}
            onClick={(e) => choose(e, candidate)}
          >
            {names[candidate]}
          </a>
        ))}
      </nav>
      <div className="promotion-filter" data-type={type ?? undefined}>
        {children}
      </div>
    </>
  );
}
