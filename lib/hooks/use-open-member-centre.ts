import { useCallback } from 'react';
import { openMemberCentre } from '../store/ui-state';
import { useUiDispatch } from '../store/lazy-store';
import type { MemberCentrePage } from '../wallet/member-centre-pages';
import { useLoginGate } from './use-login-gate';

/** Opens the member centre at a page, through the login gate (visitors log in, trials are warned). */
export function useOpenMemberCentre() {
  const gate = useLoginGate();
  const dispatch = useUiDispatch();
  return useCallback(
    async (page?: MemberCentrePage) => {
      if (await gate()) dispatch(openMemberCentre({ page }));
    },
    [gate, dispatch],
  );
}
