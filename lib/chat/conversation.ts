import type { ChatConversation, ChatHistory, ChatMessage, ChatServerFrame } from '../contract/chat';
import { mergeMessages } from './messages';

/** A send the platform has not stored yet (or refused): shown with "sending…" or a retry. */
export type Outgoing = {
  clientId: string;
  kind: 'text' | 'image';
  text: string;
  file: File | null;
  status: 'sending' | 'failed';
  error: string | null;
};

/** How far the staff side got in one conversation: received and read up to these ids. */
export type StaffReceipt = { deliveredId: number; readId: number };

export type ChatState = {
  /** The first history read: until it answers the list shows a placeholder, not "no messages". */
  status: 'loading' | 'ready' | 'failed';
  conversation: ChatConversation | null;
  messages: ChatMessage[];
  /** Older messages exist before the first one held. */
  more: boolean;
  loadingOlder: boolean;
  outgoing: Outgoing[];
  receipts: Record<number, StaffReceipt>;
  /** When the staff side last said it was typing (ms), 0 when it has not or has sent since. */
  staffTypingAt: number;
};

export type ChatAction =
  | { type: 'history'; history: ChatHistory; older: boolean }
  | { type: 'historyFailed'; older: boolean }
  | { type: 'olderLoading' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'conversation'; conversation: ChatConversation }
  | { type: 'receipt'; conversationId: number; deliveredId: number; readId: number }
  | { type: 'staffTyping'; at: number }
  | { type: 'sending'; outgoing: Omit<Outgoing, 'status' | 'error'> }
  | { type: 'sent'; clientId: string; message: ChatMessage }
  | { type: 'failed'; clientId: string; error: string };

export const initialChatState: ChatState = {
  status: 'loading',
  conversation: null,
  messages: [],
  more: false,
  loadingOlder: false,
  outgoing: [],
  receipts: {},
  staffTypingAt: 0,
};

function withReceipt(
  receipts: Record<number, StaffReceipt>,
  conversationId: number,
  deliveredId: number,
  readId: number,
): Record<number, StaffReceipt> {
  const known = receipts[conversationId];
  const next = {
    deliveredId: Math.max(known?.deliveredId ?? 0, deliveredId, readId),
    readId: Math.max(known?.readId ?? 0, readId),
  };
  if (known && known.deliveredId === next.deliveredId && known.readId === next.readId)
    return receipts;
  return { ...receipts, [conversationId]: next };
}

/** Sends whose message has arrived (by another way, e.g. the socket first) are done. */
function withoutStored(outgoing: Outgoing[], messages: readonly ChatMessage[]): Outgoing[] {
  if (outgoing.length === 0) return outgoing;
  const stored = new Set(messages.filter((m) => m.sender === 'member').map((m) => m.clientId));
  const left = outgoing.filter((o) => !stored.has(o.clientId));
  return left.length === outgoing.length ? outgoing : left;
}

function withMessages(state: ChatState, incoming: readonly ChatMessage[]): ChatState {
  const staffSpoke = incoming.some((m) => m.sender === 'staff');
  return {
    ...state,
    messages: mergeMessages(state.messages, incoming),
    outgoing: withoutStored(state.outgoing, incoming),
    staffTypingAt: staffSpoke ? 0 : state.staffTypingAt,
  };
}

function onHistory(state: ChatState, history: ChatHistory, older: boolean): ChatState {
  const next = withMessages(state, history.messages);
  const firstHeld = state.messages[0]?.id ?? Infinity;
  const firstRead = history.messages[0]?.id ?? Infinity;
  // A newest page re-read after a reconnect says nothing about pages already read before it.
  const more =
    older || state.status !== 'ready' || firstRead <= firstHeld ? history.more : state.more;
  const conversation =
    older && state.conversation ? state.conversation : (history.conversation ?? state.conversation);
  const c = history.conversation;
  return {
    ...next,
    status: 'ready',
    more,
    loadingOlder: older ? false : state.loadingOlder,
    conversation,
    receipts: c
      ? withReceipt(next.receipts, c.id, c.staffDeliveredId, c.staffReadId)
      : next.receipts,
  };
}

/** The member's view of the chat: history pages, pushed frames and their own sends, merged. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'history':
      return onHistory(state, action.history, action.older);
    case 'historyFailed':
      if (action.older) return { ...state, loadingOlder: false };
      return state.status === 'ready' ? state : { ...state, status: 'failed' };
    case 'olderLoading':
      return { ...state, loadingOlder: true };
    case 'message':
      return withMessages(state, [action.message]);
    case 'conversation': {
      const c = action.conversation;
      if (state.conversation && c.id < state.conversation.id) return state;
      return {
        ...state,
        conversation: c,
        receipts: withReceipt(state.receipts, c.id, c.staffDeliveredId, c.staffReadId),
      };
    }
    case 'receipt':
      return {
        ...state,
        receipts: withReceipt(
          state.receipts,
          action.conversationId,
          action.deliveredId,
          action.readId,
        ),
      };
    case 'staffTyping':
      return { ...state, staffTypingAt: action.at };
    case 'sending': {
      const entry: Outgoing = { ...action.outgoing, status: 'sending', error: null };
      const known = state.outgoing.some((o) => o.clientId === entry.clientId);
      return {
        ...state,
        outgoing: known
          ? state.outgoing.map((o) => (o.clientId === entry.clientId ? entry : o))
          : [...state.outgoing, entry],
      };
    }
    case 'sent':
      return withMessages(
        { ...state, outgoing: state.outgoing.filter((o) => o.clientId !== action.clientId) },
        [action.message],
      );
    case 'failed':
      return {
        ...state,
        outgoing: state.outgoing.map((o) =>
          o.clientId === action.clientId ? { ...o, status: 'failed', error: action.error } : o,
        ),
      };
  }
}

/**
 * What a pushed frame does to the member's view (`ready` and `error` are the connection's, not
 * the view's: null). The member sees receipts of the staff side and the staff side's typing only.
 */
export function frameAction(frame: ChatServerFrame, now: number): ChatAction | null {
  switch (frame.t) {
    case 'message':
      return { type: 'message', message: frame.message };
    case 'receipt':
      return frame.sender === 'staff'
        ? {
            type: 'receipt',
            conversationId: frame.conversationId,
            deliveredId: frame.deliveredId,
            readId: frame.readId,
          }
        : null;
    case 'typing':
      return frame.sender === 'staff' ? { type: 'staffTyping', at: now } : null;
    case 'conversation':
      return { type: 'conversation', conversation: frame.conversation };
    default:
      return null;
  }
}

const FRAME_TYPES = new Set(['ready', 'message', 'typing', 'receipt', 'conversation', 'error']);

/** A socket frame, or null for anything that is not one of the platform's frames. */
export function parseFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as { t?: unknown } | null;
    if (!frame || typeof frame !== 'object' || !FRAME_TYPES.has(String(frame.t))) return null;
    if (frame.t === 'message') {
      const message = (frame as { message?: Partial<ChatMessage> }).message;
      if (!message || typeof message.id !== 'number' || typeof message.body !== 'string')
        return null;
    }
    return frame as ChatServerFrame;
  } catch {
    return null;
  }
}
