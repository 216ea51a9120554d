'use client';

import { useEffect, useRef } from 'react';
import { useMember } from '@/lib/hooks/use-member';
import { Link } from '@/lib/i18n/navigation';
import { openDialog } from '@/lib/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { ChatHeaderButton } from '../chat/chat-header-button';
import { HeaderWallet } from '../wallet/header-wallet';
import { AvatarMenu, type AvatarMenuLabels } from './avatar-menu';
import { FreePlayButton } from './free-play-button';

export type AccountAreaLabels = AvatarMenuLabels & {
  login: string;
  register: string;
  freeDemo: string;
  freeDemoFailed: string;
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
  const dispatch = useAppDispatch();
  const dialogOpen = useAppSelector((state) => state.dialogs.open !== null);
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
      <div className="account-member" data-slot="member">
        <div className="wallet-slot" data-slot="wallet">
          <HeaderWallet member={member} />
        </div>
        <ChatHeaderButton member={member} />
        <AvatarMenu
          member={member}
          labels={labels}
          agentCentre={agentCentre}
          affiliateUrl={affiliateUrl}
          rankPage={rankPage}
        />
      </div>
    );
  return (
    <div className="account-visitor" data-slot="visitor">
      {freePlay && <FreePlayButton label={labels.freeDemo} failedTitle={labels.freeDemoFailed} />}
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
