import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { ChatServerFrame, SupportConversation } from '@/lib/contract/chat';
import { rereadMessages, messagesKey } from '@/lib/hooks/use-support-messages';
import { queueViewOf } from '@/lib/hooks/use-support-queue';
import { useSupportSocket } from '@/lib/hooks/use-support-socket';
import { supportPost } from '@/lib/support/client';
import {
  withConversation,
  withMessage,
  withMessageInList,
  withRead,
  withReceipt,
} from '@/lib/support/console-state';

type List = SupportConversation[] | undefined;

/**
 * The console's live side: every socket frame merged into the SWR caches it concerns (lists by
 * id, messages by id), delivered/read frames sent back, and a full re-read on every (re)connect.
 */
export function useConsoleLive(options: {
  openId: number | null;
  onConversation: (conversation: SupportConversation) => void;
  onReceipt: (frame: Extract<ChatServerFrame, { t: 'receipt' }>) => void;
  onTyping: (conversationId: number) => void;
  onSignedOut: () => void;
}) {
  const { cache, mutate } = useSWRConfig();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const readSent = useRef(new Map<number, number>());

  const eachList = useCallback(
    (change: (list: List, view: NonNullable<ReturnType<typeof queueViewOf>>) => List) => {
      for (const key of cache.keys()) {
        const view = queueViewOf(key);
        if (view) void mutate(key, (list: List) => change(list, view), { revalidate: false });
      }
    },
    [cache, mutate],
  );

  /** A conversation the staff changed or a frame announced, in every list and the open view. */
  const applyConversation = useCallback(
    (conversation: SupportConversation) => {
      eachList((list, view) => withConversation(list, conversation, view));
      latest.current.onConversation(conversation);
    },
    [eachList],
  );

  const socket = useSupportSocket(
    (frame, send) => {
      const { openId } = latest.current;
      if (frame.t === 'message') {
        const { message } = frame;
        void mutate(messagesKey(message.conversationId), (page) => withMessage(page, message), {
          revalidate: false,
        });
        eachList((list) => withMessageInList(list, message, openId));
        if (message.sender === 'member')
          send({
            t: 'delivered',
            conversationId: message.conversationId,
            upTo: message.id,
          });
      } else if (frame.t === 'typing' && frame.sender === 'member') {
        latest.current.onTyping(frame.conversationId);
      } else if (frame.t === 'receipt') {
        eachList((list) => withReceipt(list, frame));
        latest.current.onReceipt(frame);
      } else if (frame.t === 'conversation' && 'memberId' in frame.conversation) {
        applyConversation(frame.conversation);
      }
    },
    () => {
      for (const key of cache.keys()) if (queueViewOf(key)) void mutate(key);
      const { openId } = latest.current;
      if (openId !== null) void rereadMessages(mutate, openId).catch(() => undefined);
    },
    (failures) => {
      // A socket refused again and again may be a session that ended: ask once who we are.
      if (failures !== 2) return;
      void fetch('/api/support/me', { cache: 'no-store' }).then((response) => {
        if (response.status === 401) latest.current.onSignedOut();
      });
    },
  );

  /** The staff read up to `upTo`: over the socket, or over HTTP while it is down. */
  const { send } = socket;
  const markRead = useCallback(
    (conversationId: number, upTo: number) => {
      if ((readSent.current.get(conversationId) ?? 0) >= upTo) return;
      readSent.current.set(conversationId, upTo);
      if (!send({ t: 'read', conversationId, upTo }))
        void supportPost(`conversations/${conversationId}/read`, { upTo }).catch(() =>
          readSent.current.delete(conversationId),
        );
      eachList((list) => withRead(list, conversationId));
    },
    [send, eachList],
  );

  return { state: socket.state, send, markRead, applyConversation };
}
