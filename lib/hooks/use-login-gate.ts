import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { gateDecision, type GateOptions } from '../accounts/login-gate';
import { openDialog } from '../store/ui-state';
import { useUiDispatch } from '../store/lazy-store';
import { useMember } from './use-member';

/**
 * The one login gate (member centre, messages, bonus details, chat, favourites, recent games,
 * games): resolves true when the action may go on; otherwise opens the login popup, or warns a
 * trial account, and resolves false.
 */
export function useLoginGate() {
  const dispatch = useUiDispatch();
  const { member, known, refresh } = useMember();
  const t = useTranslations('accounts');
  return useCallback(
    async (options: GateOptions & { next?: string } = {}) => {
      const current = known ? member : ((await refresh())?.member ?? null);
      const decision = gateDecision(current, options);
      if (decision === 'login')
        dispatch(openDialog({ kind: 'login', props: { tab: 'login', next: options.next } }));
      if (decision === 'trial')
        dispatch(
          openDialog({
            kind: 'generic',
            props: {
              title: t('in_need_true_account'),
              message: t('in_please_information'),
              confirmLabel: t('in_increase_submit'),
            },
          }),
        );
      return decision === 'allow';
    },
    [dispatch, known, member, refresh, t],
  );
}
