/**
 * Live chat between members and the brand's support staff (spec: chat window, customer service,
 * VIP routing). Messages travel over HTTP calls (stored first, so a dropped socket loses nothing)
 * and are pushed over a WebSocket: `/ws/chat` for members, `/ws/support` for staff. The portal's
 * server forwards both sockets to the platform with the token from its sealed session cookie.
 */

/** Limits every side checks: the platform refuses what breaks them. */
export const CHAT_LIMITS = {
  /** Characters of one text message. */
  maxText: 1000,
  /** Messages one member may send in `floodWindowMs`. */
  floodMessages: 8,
  floodWindowMs: 10_000,
  /** Messages per history page. */
  pageSize: 30,
  /** A client id names one send: 8–64 of [A-Za-z0-9_-]. */
  clientId: /^[\w-]{8,64}$/,
  /** Typing frames a side forwards at most this often (ms). */
  typingEveryMs: 2_000,
  /** A close note's characters. */
  maxNote: 500,
} as const;

/** Where a conversation waits: club rank above 4 opens in the VIP queue. */
export type ChatQueue = 'live' | 'vip';
export const VIP_RANK_ABOVE = 4;

export type ChatSender = 'member' | 'staff' | 'system';

export type ChatMessage = {
  id: number;
  conversationId: number;
  sender: ChatSender;
  /** The staff member's display name on staff messages; null otherwise. */
  staffName: string | null;
  kind: 'text' | 'image';
  /** Plain text (never HTML), or for an image the path to fetch it through the portal. */
  body: string;
  clientId: string;
  createdAt: string;
};

export type ChatConversation = {
  id: number;
  queue: ChatQueue;
  status: 'open' | 'closed';
  /** Display name of the assigned staff member, if any. */
  assignedTo: string | null;
  openedAt: string;
  /** How far the other side got: the highest message id the staff received and read (member's view). */
  staffDeliveredId: number;
  staffReadId: number;
  memberDeliveredId: number;
  memberReadId: number;
};

/** A member's view of their chat: the open (or last) conversation and its newest messages. */
export type ChatHistory = {
  conversation: ChatConversation | null;
  messages: ChatMessage[];
  /** Older messages exist before the first one here. */
  more: boolean;
};

/** Frames the platform pushes on either socket. */
export type ChatServerFrame =
  | { t: 'ready'; unread: number }
  | { t: 'message'; message: ChatMessage }
  | { t: 'typing'; conversationId: number; sender: ChatSender }
  | {
      t: 'receipt';
      conversationId: number;
      sender: ChatSender;
      deliveredId: number;
      readId: number;
    }
  /** A conversation opened, was assigned or closed (members get their own, without staff notes). */
  | { t: 'conversation'; conversation: SupportConversation | ChatConversation }
  | { t: 'error'; code: string };

/** Frames a client may send on its socket; anything else closes it (1008). */
export type ChatClientFrame =
  | { t: 'typing'; conversationId?: number }
  | { t: 'delivered'; conversationId?: number; upTo: number }
  | { t: 'read'; conversationId?: number; upTo: number }
  | { t: 'ping' };

/** What the support console lists: a conversation with who it is and how it stands. */
export type SupportConversation = ChatConversation & {
  memberId: number;
  username: string;
  clubRank: number;
  lastMessageAt: string;
  /** Member messages the staff has not read. */
  unread: number;
  /** The newest message's text, cut to 120 characters (images: empty). */
  preview: string;
  closeNote: string | null;
};

export type SupportStaffRole = 'agent' | 'supervisor';

export type SupportStaffInfo = {
  id: number;
  username: string;
  displayName: string;
  role: SupportStaffRole;
  vip: boolean;
};

/** The member a support agent is talking to: enough to answer "where is my deposit?". */
export type SupportMemberContext = {
  memberId: number;
  username: string;
  clubRank: number;
  rankLabel: string | null;
  /** Minor units. */
  balance: number;
  currency: string;
  lastDeposits: { id: number; amount: number; status: string; createdAt: string }[];
  lastWithdrawals: { id: number; amount: number; status: string; createdAt: string }[];
};

export type CannedReply = { id: number; title: string; body: string };

/** The portal's paths: sockets, images. */
export const CHAT_SOCKET_PATH = '/ws/chat';
export const SUPPORT_SOCKET_PATH = '/ws/support';
export const chatImagePath = (messageId: number) => `/api/chat/image/${messageId}`;
export const supportImagePath = (messageId: number) => `/api/support/image/${messageId}`;
