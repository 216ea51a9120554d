import { useEffect, useRef } from 'react';
import { openMemberCentre, selectMemberCentre } from '@/lib/store/ui-state';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';
import { toMemberCentrePage } from '@/lib/wallet/member-centre-pages';

/**
 * Deep links: `?mc={page}` opens the centre at that page (`&deposit={id}`: back from a payment
 * provider); the address follows the open page, so a reload or a shared link lands there again.
 */
export function useMemberCentreUrl() {
  const dispatch = useUiDispatch();
  const { page, depositId } = useUiSelector(selectMemberCentre);
  const restored = useRef(false);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const linked = toMemberCentrePage(query.get('mc'));
    const deposit = Number(query.get('deposit'));
    if (linked)
      dispatch(
        openMemberCentre({
          page: linked,
          depositId: Number.isInteger(deposit) && deposit > 0 ? deposit : undefined,
        }),
      );
    restored.current = true;
  }, [dispatch]);
  useEffect(() => {
    if (!restored.current) return;
    const url = new URL(window.location.href);
    if (page) url.searchParams.set('mc', page);
    else url.searchParams.delete('mc');
    if (page && depositId) url.searchParams.set('deposit', String(depositId));
    else {
      url.searchParams.delete('deposit');
      url.searchParams.delete('cancelled');
    }
    if (url.href !== window.location.href) window.history.replaceState(null, '', url);
  }, [page, depositId]);
}
