'use client';

import type { ComponentProps } from 'react';
import { ChatHeaderButton } from '../chat/chat-header-button';
import { HeaderWallet } from '../wallet/header-wallet';
import { AvatarMenu } from './avatar-menu';

/** The header's account area for a signed-in member: wallet, chat and the avatar menu. */
export function MemberArea(props: ComponentProps<typeof AvatarMenu>) {
  return (
    <div className="account-member" data-slot="member">
      <div className="wallet-slot" data-slot="wallet">
        <HeaderWallet member={props.member} />
      </div>
      <ChatHeaderButton member={props.member} />
      <AvatarMenu {...props} />
    </div>
  );
}
