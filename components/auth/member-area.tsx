'use client';

import type { MemberInfo } from '@/lib/contract/member';
import { ChatHeaderButton } from '../chat/chat-header-button';
import { HeaderWallet } from '../wallet/header-wallet';
import { AvatarMenu, type AvatarMenuLabels } from './avatar-menu';

/** The header's account area for a signed-in member: wallet, chat and the avatar menu. */
export function MemberArea({
  member,
  labels,
  agentCentre,
  affiliateUrl,
  rankPage,
}: {
  member: MemberInfo;
  labels: AvatarMenuLabels;
  agentCentre: boolean;
  affiliateUrl: string | null;
  rankPage: boolean;
}) {
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
}
