import type { ChatMessage } from '../contract/chat';

/**
 * One list of messages, oldest first, each id once: what the socket pushed and what a history read
 * returned meet here, so a message seen twice (a reconnect's re-read) shows once. A later copy of
 * the same id wins.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const last = current.at(-1)?.id ?? 0;
  // The common case, a new message at the end, needs no sort.
  if (incoming.length === 1 && incoming[0]!.id > last) return [...current, incoming[0]!];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A new send's id: the platform stores a message once per client id, so a retry reuses it. */
export function newClientId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export type Tick = 'sent' | 'delivered' | 'read';

/** How far one of the member's own messages got on the staff side. */
export function tickOf(
  id: number,
  staff: { deliveredId: number; readId: number } | undefined,
): Tick {
  if (staff && id <= staff.readId) return 'read';
  if (staff && id <= staff.deliveredId) return 'delivered';
  return 'sent';
}

/** The newest staff message's id, 0 without one. */
export function lastStaffId(messages: readonly ChatMessage[]): number {
  for (let i = messages.length - 1; i >= 0; i -= 1)
    if (messages[i]!.sender === 'staff') return messages[i]!.id;
  return 0;
}
