import { useEffect, useRef } from 'react';
import { toAgentCentrePage } from '@/lib/agent/pages';
import { openAgentCentre, selectAgentCentre } from '@/lib/store/ui-state';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';

/**
 * Deep links: `?ac={page}` opens the agent centre at that page; the address follows the open
 * page, so a reload or a shared link lands there again (as `?mc=` does for the member centre).
 */
export function useAgentCentreUrl() {
  const dispatch = useUiDispatch();
  const { page } = useUiSelector(selectAgentCentre);
  const restored = useRef(false);
  useEffect(() => {
    const linked = toAgentCentrePage(new URLSearchParams(window.location.search).get('ac'));
    if (linked) dispatch(openAgentCentre({ page: linked }));
    restored.current = true;
  }, [dispatch]);
  useEffect(() => {
    if (!restored.current) return;
    const url = new URL(window.location.href);
    if (page) url.searchParams.set('ac', page);
    else url.searchParams.delete('ac');
    if (url.href !== window.location.href) window.history.replaceState(null, '', url);
  }, [page]);
}
