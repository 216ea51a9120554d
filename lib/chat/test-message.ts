import type { ChatMessage } from '../contract/chat';

/** A stored message for tests: a member's text unless told otherwise. */
export function chatMessage(id: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId: 1,
    sender: 'member',
    staffName: null,
    kind: 'text',
    body: `message ${id}`,
    clientId: `client-${id}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
