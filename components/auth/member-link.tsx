'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { isAgentAccount } from '@/lib/accounts/login-gate';
import type { AgentCentrePage } from '@/lib/agent/pages';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useMember } from '@/lib/hooks/use-member';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { openAgentCentre, openDialog, openMemberCentre } from '@/lib/store/ui-state';
import { useUiDispatch } from '@/lib/store/lazy-store';
import type { MemberCentrePage } from '@/lib/wallet/member-centre-pages';

/**
 * A member-centre shortcut (bonus details, invite friends, messages...): visitors get the login
 * popup, trial accounts the real-account warning, members the page, which arrives with the member
 * centre (until then a "coming soon" note). Its address is /login for visitors and the page's
 * deep link (`?mc=`) for members, so one opened in a new tab lands on the page too. With
 * `agentPage`, agents get that agent-centre page instead (`?ac=`).
 */
export function MemberLink({
  className,
  title,
  page,
  agentPage,
  children,
}: {
  className?: string;
  title: string;
  /** The member centre page it opens. */
  page?: MemberCentrePage;
  /** The agent-centre page it opens for agents (invite friends: registerCenter). */
  agentPage?: AgentCentrePage;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const gate = useLoginGate();
  const { member } = useMember();
  const dispatch = useUiDispatch();
  const t = useTranslations('accounts');
  const agentTarget = agentPage && isAgentAccount(member?.isAgent) ? agentPage : undefined;
  return (
    <Link
      className={className}
      title={title}
      // A click opens a dialog in place; nothing to fetch ahead for the address.
      prefetch={false}
      href={
        member && agentTarget
          ? { pathname, query: { ac: agentTarget } }
          : member && page
            ? { pathname, query: { mc: page } }
            : { pathname: '/login', query: { next: pathname } }
      }
      onClick={async (event) => {
        event.preventDefault();
        if (!(await gate({ next: pathname }))) return;
        if (agentTarget) return void dispatch(openAgentCentre({ page: agentTarget }));
        if (page) return void dispatch(openMemberCentre({ page }));
        dispatch(
          openDialog({
            kind: 'generic',
            props: { title, message: t('member.comingSoon'), confirmLabel: t('ok') },
          }),
        );
      }}
    >
      {children}
    </Link>
  );
}
