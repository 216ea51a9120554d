'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { AgentCentrePage } from '@/lib/agent/pages';
import { openAgentCentre } from '@/lib/store/agent-centre-slice';
import { useAppDispatch } from '@/lib/store/hooks';

/** The agent centre's entries in the spec's order; the open one is marked current. */
export function AgentCentreNav({
  current,
  pages,
}: {
  current: AgentCentrePage;
  pages: AgentCentrePage[];
}) {
  const t = useTranslations('agentCentre');
  const dispatch = useAppDispatch();
  const list = useRef<HTMLUListElement>(null);
  // On phones the entries are one scrolling row: the open one is brought into view.
  useEffect(() => {
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav className="mc-nav" aria-label={t('pagesNav')}>
      <ul ref={list}>
        {pages.map((page) => (
          <li key={page}>
            <button
              type="button"
              className="list-button"
              aria-current={page === current ? 'page' : undefined}
              onClick={() => dispatch(openAgentCentre({ page }))}
            >
              {t(`pages.${page}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
