import { useLocale } from 'next-intl';
import { useRouter as useRawRouter } from 'next/navigation';
import { forcedChange, reportsFirstLogin, type LoginType } from '@/lib/accounts/login-outcome';
import { sendCall } from '@/lib/accounts/send-call';
import type { LoginResponse } from '@/lib/contract/member';
import { reloadMember } from '@/lib/hooks/use-member';
import { useRouter } from '@/lib/i18n/navigation';
import { closeDialog, openDialog } from '@/lib/store/ui-state';
import { useUiDispatch } from '@/lib/store/lazy-store';

/** A path of this site to go back to after logging in; anything else (another site) is ignored. */
export function safeNext(next: string | null | undefined): string | null {
  return next && /^\/(?![/\\])[^\s]*$/.test(next) ? next : null;
}

/**
 * After a successful login (spec section 4): the forced change-password dialog when the answer
 * asks for it (a first login then ends with the change), else firstLogin when it was the first,
 * member info, dialog closed, home (or the page the visitor was sent from).
 */
export function useAfterLogin(expiryForcesChange: boolean) {
  const locale = useLocale();
  const dispatch = useUiDispatch();
  const router = useRouter();
  const rawRouter = useRawRouter();
  return async (answer: Omit<LoginResponse, 'token'>, type: LoginType, next?: string | null) => {
    const change = forcedChange(answer, type, expiryForcesChange);
    if (reportsFirstLogin(answer, change)) await sendCall('firstLogin', {}, locale);
    await reloadMember();
    if (change) {
      dispatch(openDialog({ kind: 'changePassword', props: { forced: true, ...change } }));
      router.push('/');
      return;
    }
    dispatch(closeDialog('login'));
    const target = safeNext(next);
    if (target) {
      rawRouter.push(target);
      rawRouter.refresh();
    } else router.push('/');
  };
}
