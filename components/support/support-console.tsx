'use client';

import { useCallback, useEffect, useState } from 'react';
import type { SupportConversation, SupportStaffInfo } from '@/lib/contract/chat';
import { useRouter } from '@/lib/i18n/navigation';
import type { QueueView } from '@/lib/support/console-state';
import { ConsoleHeader } from './console-header';
import { ConversationPanel } from './conversation-panel';
import { MemberPanel } from './member-panel';
import { QueuePanel } from './queue-panel';
import { useConsoleLive } from './use-console-live';
import styles from './support.module.css';

/** How long the member's typing indicator stays after their last typing frame. */
const TYPING_SHOWN_MS = 4_000;

/** The console: the queue, the open conversation and the member beside it, kept live by the socket. */
export function SupportConsole({ staff }: { staff: SupportStaffInfo }) {
  const router = useRouter();
  const mayVip = staff.vip || staff.role === 'supervisor';
  const [view, setView] = useState<QueueView>({ queue: 'live', status: 'open' });
  const [open, setOpen] = useState<SupportConversation | null>(null);
  const [typingIn, setTypingIn] = useState<number | null>(null);
  const openId = open?.id ?? null;

  const live = useConsoleLive({
    openId,
    onConversation: (conversation) =>
      setOpen((current) => (current?.id === conversation.id ? conversation : current)),
    onReceipt: (frame) =>
      setOpen((current) =>
        current?.id === frame.conversationId && frame.sender === 'member'
          ? {
              ...current,
              memberDeliveredId: Math.max(current.memberDeliveredId, frame.deliveredId),
              memberReadId: Math.max(current.memberReadId, frame.readId),
            }
          : current,
      ),
    onTyping: (conversationId) => setTypingIn(conversationId),
    onSignedOut: () => router.replace('/support/login'),
  });

  useEffect(() => {
    if (typingIn === null) return;
    const timer = setTimeout(() => setTypingIn(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typingIn]);

  const choose = useCallback((conversation: SupportConversation) => {
    setOpen(conversation);
    setTypingIn(null);
  }, []);

  return (
    <div className={styles.console} data-open={open ? '' : undefined}>
      <ConsoleHeader staff={staff} socket={live.state} />
      <QueuePanel view={view} onView={setView} mayVip={mayVip} openId={openId} onChoose={choose} />
      <ConversationPanel
        conversation={open}
        memberTyping={typingIn !== null && typingIn === openId}
        send={live.send}
        markRead={live.markRead}
        onBack={() => setOpen(null)}
      />
      <MemberPanel conversation={open} staff={staff} onChanged={live.applyConversation} />
    </div>
  );
}
