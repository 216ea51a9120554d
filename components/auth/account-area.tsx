'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import { useMember } from '@/lib/hooks/use-member';
import { Link } from '@/lib/i18n/navigation';
import { openDialog } from '@/lib/store/ui-state';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';
import type { AvatarMenuLabels } from './avatar-menu';
import { FreePlayButton } from './free-play-button';

// The member's wallet, chat button and menu load once someone is signed in: a visitor's page
// carries none of their code. Until it arrives the slot keeps its place. React's lazy rather than
// next/dynamic, whose loader would otherwise be in every page's first load.
const MemberArea = lazy(() => import('./member-area').then((m) => ({ default: m.MemberArea })));

export type AccountAreaLabels = AvatarMenuLabels & {
  login: string;
  register: string;
  freeDemo: string;
  freeDemoFailed: string;
  failed: string;
  ok: string;
};

/**
 * The header's account area, the one member-specific part of a cached header: the visitor's
 * buttons until `/api/session` says who is there, then the member's menu.
 */
export function AccountArea({
  labels,
  freePlay,
  registerButton,
  agentCentre,
  affiliateUrl,
  rankPage,
}: {
  labels: AccountAreaLabels;
  freePlay: boolean;
  registerButton: boolean;
  /** The brand has the agent centre (AGENT3). */
  agentCentre: boolean;
  /** Where agents go instead when the brand has no agent centre (resource AFFILIATELINK). */
  affiliateUrl: string | null;
  /** The brand has the rank page (PROMOTION3): the member label leads there. */
  rankPage: boolean;
}) {
  const { member } = useMember();
  const dispatch = useUiDispatch();
  const dialogOpen = useUiSelector((state) => state.dialogs.open !== null);
  const pending = member?.passwordChange ?? null;
  const reopened = useRef(false);
  // A forced password change the platform still waits for (the page was reloaded meanwhile, say):
  // the dialog comes back once, as every other member call is refused until it is done.
  useEffect(() => {
    if (!pending || dialogOpen || reopened.current) return;
    reopened.current = true;
    dispatch(
      openDialog({
        kind: 'changePassword',
        props: { forced: true, oneTimePassword: pending === 'one_time' },
      }),
    );
  }, [pending, dialogOpen, dispatch]);
  if (member)
    return (
      <Suspense fallback={<div className="account-member" data-slot="member" aria-busy="true" />}>
        <MemberArea
          member={member}
          labels={labels}
          agentCentre={agentCentre}
          affiliateUrl={affiliateUrl}
          rankPage={rankPage}
        />
      </Suspense>
    );
  return (
    <div className="account-visitor" data-slot="visitor">
      {freePlay && (
        <FreePlayButton
          label={labels.freeDemo}
          failure={{ title: labels.freeDemoFailed, message: labels.failed, ok: labels.ok }}
        />
      )}
      <Link
        className="button button-outline"
        href="/login"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          dispatch(openDialog({ kind: 'login', props: { tab: 'login' } }));
        }}
      >
        {labels.login}
      </Link>
      {registerButton && (
        <Link
          className="button button-accent"
          href="/register"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            dispatch(openDialog({ kind: 'login', props: { tab: 'register' } }));
          }}
        >
          {labels.register}
        </Link>
      )}
    </div>
  );
}
