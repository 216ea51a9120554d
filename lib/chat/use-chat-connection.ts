import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import {
  CHAT_LIMITS,
  CHAT_SOCKET_PATH,
  type ChatClientFrame,
  type ChatHistory,
  type ChatMessage,
  type ChatServerFrame,
} from '../contract/chat';
import { setChatUnread } from '../hooks/use-chat-unread';
import { wpsFetch } from '../hooks/wps-fetch';
import { postCall, sendUpload } from '../wallet/wallet-call';
import {
  chatReducer,
  frameAction,
  initialChatState,
  parseFrame,
  type ChatAction,
  type Outgoing,
} from './conversation';
import { lastStaffId, newClientId } from './messages';
import { chatSocketUrl, reconnectDelay } from './reconnect';

export type ChatLink = 'connecting' | 'open' | 'down';

const HISTORY_URL = '/api/wps/chatMessages';

/** The newest history page (or the one before a message id) into the view. */
async function readHistory(dispatch: (action: ChatAction) => void, before?: number) {
  const older = before !== undefined;
  if (older) dispatch({ type: 'olderLoading' });
  try {
    const history = await wpsFetch<ChatHistory>(
      older ? `${HISTORY_URL}?before=${before}` : HISTORY_URL,
    );
    dispatch({ type: 'history', history, older });
  } catch {
    dispatch({ type: 'historyFailed', older });
  }
}

/**
 * The member's chat: history (read on mount and again on every socket (re)connect, merged by id),
 * the socket's pushes, sends with their pending and failed states, receipts both ways and the
 * unread count. `reading`: the window is open and the page visible, so staff messages count as read.
 */
export function useChatConnection({ reading, locale }: { reading: boolean; locale: string }) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [link, setLink] = useState<ChatLink>('connecting');
  const [notice, setNotice] = useState<string | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const deliveredSent = useRef(0);
  const readSent = useRef(0);
  const typingSentAt = useRef(0);

  const send = (frame: ChatClientFrame) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(frame));
  };

  const onFrame = useEffectEvent((frame: ChatServerFrame) => {
    if (frame.t === 'ready') setChatUnread(frame.unread);
    if (frame.t === 'error') setNotice(frame.code);
    if (frame.t === 'message' && frame.message.sender === 'staff' && !reading)
      setChatUnread((count) => count + 1);
    const action = frameAction(frame, Date.now());
    if (action) dispatch(action);
  });

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function connect() {
      setLink('connecting');
      const ws = new WebSocket(chatSocketUrl(window.location, CHAT_SOCKET_PATH));
      socket.current = ws;
      ws.onopen = () => {
        attempt = 0;
        deliveredSent.current = 0;
        setLink('open');
        void readHistory(dispatch);
      };
      ws.onmessage = (event: MessageEvent) => {
        const frame = parseFrame(event.data);
        if (frame) onFrame(frame);
      };
      ws.onclose = () => {
        if (socket.current === ws) socket.current = null;
        if (stopped) return;
        setLink('down');
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    }
    void readHistory(dispatch);
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket.current?.close();
      socket.current = null;
    };
  }, []);

  const newestStaff = lastStaffId(state.messages);
  const conversationId = state.conversation?.id;

  // Staff messages this browser holds are delivered; sent again after a reconnect.
  useEffect(() => {
    if (link !== 'open' || newestStaff <= deliveredSent.current) return;
    deliveredSent.current = newestStaff;
    send({ t: 'delivered', conversationId, upTo: newestStaff });
  }, [link, newestStaff, conversationId]);

  // Open and visible: what the staff wrote is read, and the badge clears.
  useEffect(() => {
    if (!reading || newestStaff <= readSent.current) return;
    const upTo = newestStaff;
    readSent.current = upTo;
    void postCall('chatRead', { upTo }, locale).then((result) => {
      if (result.ok) setChatUnread(0);
      else if (readSent.current === upTo) readSent.current = 0;
    });
  }, [reading, newestStaff, locale]);

  async function deliver(entry: Omit<Outgoing, 'status' | 'error'>) {
    dispatch({ type: 'sending', outgoing: entry });
    let result;
    if (entry.kind === 'image' && entry.file) {
      const form = new FormData();
      form.append('clientId', entry.clientId);
      form.append('file', entry.file);
      result = await sendUpload<ChatMessage>('/api/upload/chat-image', form, locale);
    } else {
      result = await postCall('chatSend', { clientId: entry.clientId, text: entry.text }, locale);
    }
    if (result.ok) dispatch({ type: 'sent', clientId: entry.clientId, message: result.value });
    else dispatch({ type: 'failed', clientId: entry.clientId, error: result.text });
  }

  return {
    state,
    link,
    notice,
    dismissNotice: () => setNotice(null),
    sendText: (text: string) =>
      deliver({ clientId: newClientId(), kind: 'text', text: text.trim(), file: null }),
    sendImage: (file: File) =>
      deliver({ clientId: newClientId(), kind: 'image', text: file.name, file }),
    /** The same client id again: the platform stores the message once however often it comes. */
    retry: (entry: Outgoing) => deliver(entry),
    loadOlder() {
      const first = state.messages[0]?.id;
      if (first && state.more && !state.loadingOlder) void readHistory(dispatch, first);
    },
    reload: () => void readHistory(dispatch),
    /** At most one typing frame per CHAT_LIMITS.typingEveryMs. */
    typing() {
      const now = Date.now();
      if (now - typingSentAt.current < CHAT_LIMITS.typingEveryMs) return;
      typingSentAt.current = now;
      send({ t: 'typing', conversationId });
    },
  };
}

export type ChatConnection = ReturnType<typeof useChatConnection>;
