import type { ChatMessage, ChatQueue, SupportConversation } from '../contract/chat';

/**
 * How the console keeps what it reads and what the socket pushes together: everything merges by
 * id, so that a frame and a re-read after a reconnect may bring the same thing twice.
 */

/** One conversation's messages, oldest first; `more`: older ones exist before the first. */
export type MessagePage = { messages: ChatMessage[]; more: boolean };

export type QueueView = { queue: ChatQueue; status: 'open' | 'closed' };

const byActivity = (a: SupportConversation, b: SupportConversation) =>
  b.lastMessageAt.localeCompare(a.lastMessageAt) || b.id - a.id;

/** Messages by id, oldest first; a pending one (negative id) gives way to the stored one with its clientId. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const all = [...current, ...incoming];
  const stored = new Set(all.filter((m) => m.id > 0).map((m) => m.clientId));
  const byId = new Map<number, ChatMessage>();
  for (const message of all) {
    if (message.id < 0 && stored.has(message.clientId)) continue;
    byId.set(message.id, message);
  }
  // Pending messages stay at the bottom, in the order they were typed (ids -1, -2, ...).
  const order = (m: ChatMessage) => (m.id > 0 ? m.id : 1e15 - m.id);
  return [...byId.values()].sort((a, b) => order(a) - order(b));
}

/** An older page read above what is shown: its `more` says whether there is more still. */
export function withOlderPage(current: MessagePage | undefined, older: MessagePage): MessagePage {
  return { messages: mergeMessages(current?.messages ?? [], older.messages), more: older.more };
}

/**
 * The newest page read again (a reconnect): merged when it meets what is shown; when messages were
 * missed between them (more than a page), it replaces it, so the view never has a hole.
 */
export function withLatestPage(current: MessagePage | undefined, latest: MessagePage): MessagePage {
  if (!current) return latest;
  const newestShown = current.messages.reduce((top, m) => Math.max(top, m.id), 0);
  const oldestRead = latest.messages[0]?.id ?? Infinity;
  if (latest.more && newestShown < oldestRead - 1 && newestShown > 0) return latest;
  return { messages: mergeMessages(current.messages, latest.messages), more: current.more };
}

/** A message the socket pushed, added to a conversation already read (never creates one). */
export function withMessage(current: MessagePage | undefined, message: ChatMessage) {
  if (!current) return current;
  return { ...current, messages: mergeMessages(current.messages, [message]) };
}

/** A conversation frame applied to one list: kept, moved to the top, or dropped when it left the view. */
export function withConversation(
  list: SupportConversation[] | undefined,
  conversation: SupportConversation,
  view: QueueView,
): SupportConversation[] | undefined {
  if (!list) return list;
  const rest = list.filter((c) => c.id !== conversation.id);
  const fits = conversation.queue === view.queue && conversation.status === view.status;
  return (fits ? [...rest, conversation] : rest).sort(byActivity);
}

/** A message changes its conversation's row: preview, time and (from the member) the unread count. */
export function withMessageInList(
  list: SupportConversation[] | undefined,
  message: ChatMessage,
  openId: number | null,
): SupportConversation[] | undefined {
  if (!list?.some((c) => c.id === message.conversationId)) return list;
  return list
    .map((c) => {
      if (c.id !== message.conversationId || c.lastMessageAt > message.createdAt) return c;
      const unread = message.sender === 'member' && c.id !== openId ? c.unread + 1 : c.unread;
      return {
        ...c,
        lastMessageAt: message.createdAt,
        preview: message.kind === 'text' ? message.body.slice(0, 120) : '',
        unread,
      };
    })
    .sort(byActivity);
}

/** How far the member received and read (a `receipt` frame from the member's side). */
export function withReceipt(
  list: SupportConversation[] | undefined,
  receipt: { conversationId: number; sender: string; deliveredId: number; readId: number },
): SupportConversation[] | undefined {
  if (receipt.sender !== 'member' || !list) return list;
  return list.map((c) =>
    c.id === receipt.conversationId
      ? {
          ...c,
          memberDeliveredId: Math.max(c.memberDeliveredId, receipt.deliveredId),
          memberReadId: Math.max(c.memberReadId, receipt.readId),
        }
      : c,
  );
}

/** The conversation's unread count once the staff read it. */
export function withRead(list: SupportConversation[] | undefined, conversationId: number) {
  return list?.map((c) => (c.id === conversationId && c.unread > 0 ? { ...c, unread: 0 } : c));
}

/** What a staff message shows of the member's side: read, delivered, or just sent. */
export function receiptOf(
  message: ChatMessage,
  conversation: Pick<SupportConversation, 'memberDeliveredId' | 'memberReadId'> | undefined,
): 'read' | 'delivered' | 'sent' | 'sending' {
  if (message.id < 0) return 'sending';
  if (!conversation) return 'sent';
  if (conversation.memberReadId >= message.id) return 'read';
  if (conversation.memberDeliveredId >= message.id) return 'delivered';
  return 'sent';
}

/** The newest member message's id: what `delivered` and `read` frames name. */
export function newestMemberMessage(messages: ChatMessage[]): number {
  return messages.reduce((top, m) => (m.sender === 'member' && m.id > top ? m.id : top), 0);
}
