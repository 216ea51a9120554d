'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { TRIAL_ACCOUNT } from '@/lib/contract/member';
import { useMember } from '@/lib/hooks/use-member';
import { useOpenChat } from '@/lib/hooks/use-open-chat';
import { closeDialog, openDialog, selectChat } from '@/lib/store/ui-state';
import type { GenericDialogProps } from '@/lib/store/dialogs-slice';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';
import { customerServiceLink } from './customer-service-action';
import type { CustomerServiceTarget } from './customer-service-url';

// The unread count's request (SWR with it) loads for a member who may chat, not with every page.
const MemberUnreadBadge = lazy(() =>
  import('../chat/member-unread-badge').then((m) => ({ default: m.MemberUnreadBadge })),
);

/** Spec section 2: customer service opens in a small popup window. */
const POPUP = 'popup,width=440,height=500';
const POPUP_NAME = 'customer-service';

/**
 * One customer-service channel. Where the in-house chat is on, live chat ('1') and the VIP channel
 * ('3', listed for members above club rank 4 only: CustomerServiceItem) both open the chat window
 * (behind the login gate): the platform routes members above club rank 4 to the VIP queue and
 * everyone else to live chat (spec: VIP routing). Other channels, and the VIP channel's own address
 * when the chat is off, open in a popup.
 */
export function CustomerServiceLink({
  entry,
  unavailable,
  newWindow,
  className,
  chatOn,
  children,
}: {
  entry: CustomerServiceTarget;
  /** Shown when the entry's link cannot be worked out. */
  unavailable: GenericDialogProps;
  /** Said to screen readers after the title of a channel that opens a popup window. */
  newWindow?: string;
  /**
   * Whether the in-house chat is on, where the server rendering this knows (chatIsOn):
   * otherwise the store's flag, which is set once the chat's eager part has run and the store has
   * loaded, so a click in the page's first moments would take chat for off and open a popup.
   */
  chatOn?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const dispatch = useUiDispatch();
  const { enabled } = useUiSelector(selectChat);
  const { member } = useMember();
  const openChat = useOpenChat();
  const chat = (chatOn ?? enabled) && (entry.csType === '1' || entry.csType === '3');
  const canChat = chat && member !== null && member.isAgent !== TRIAL_ACCOUNT;

  async function open() {
    if (chat) {
      dispatch(closeDialog('customerService'));
      await openChat();
      return;
    }
    if (entry.href) {
      window.open(entry.href, POPUP_NAME, `${POPUP},noopener,noreferrer`);
      return;
    }
    // Opened inside the click (popup blockers allow that), pointed at the link once it is known.
    const popup = window.open('', POPUP_NAME, POPUP);
    const url = await customerServiceLink(entry.title).catch(() => null);
    if (url && popup) {
      popup.opener = null;
      popup.location.replace(url);
      return;
    }
    popup?.close();
    if (!url) dispatch(openDialog({ kind: 'generic', props: unavailable }));
  }

  return (
    <button
      type="button"
      className={className}
      onClick={open}
      aria-haspopup={chat ? 'dialog' : undefined}
    >
      {children}
      {chat
        ? canChat && (
            <Suspense fallback={null}>
              <MemberUnreadBadge inline />
            </Suspense>
          )
        : newWindow && <span className="sr-only">{newWindow}</span>}
    </button>
  );
}
