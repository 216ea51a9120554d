'use client';

import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useChatConnection } from '@/lib/chat/use-chat-connection';
import { selectChat } from '@/lib/store/chat-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { ChatWindow } from './chat-window';

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const pageVisible = () => document.visibilityState === 'visible';

/** The member's chat connection, held while signed in, and the window when it is open. */
export function ChatPanel({ headerColor }: { headerColor: string }) {
  const { open, size } = useAppSelector(selectChat);
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => false);
  const chat = useChatConnection({ reading: open && visible, locale: useLocale() });
  if (!open) return null;
  return <ChatWindow chat={chat} size={size} headerColor={headerColor} />;
}
