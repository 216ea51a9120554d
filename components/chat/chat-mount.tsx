'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { TRIAL_ACCOUNT } from '@/lib/contract/member';
import { useMember } from '@/lib/hooks/use-member';
import { chatClosed, chatEnabled, selectChat } from '@/lib/store/ui-state';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';

let loading: Promise<typeof import('./chat-panel')> | null = null;
const preload = () => (loading ??= import('./chat-panel'));
const ChatPanel = lazy(() => preload().then((m) => ({ default: m.ChatPanel })));

/**
 * The small, eager part of chat: marks chat as on (the live-chat entries then open the window),
 * closes the window when nobody is signed in (logout), and for a member who may chat loads the
 * window and its connection when the browser is idle or the window opens, not with the page.
 */
export function ChatMount({ headerColor }: { headerColor: string }) {
  const dispatch = useUiDispatch();
  const { member, known } = useMember();
  const { open } = useUiSelector(selectChat);
  const [idle, setIdle] = useState(false);
  const canChat = member !== null && member.isAgent !== TRIAL_ACCOUNT;

  useEffect(() => {
    dispatch(chatEnabled());
  }, [dispatch]);

  useEffect(() => {
    if (known && !canChat) dispatch(chatClosed());
  }, [known, canChat, dispatch]);

  useEffect(() => {
    if (!canChat) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 2000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, [canChat]);

  if (!canChat || (!idle && !open)) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel key={member.id} headerColor={headerColor} />
    </Suspense>
  );
}
