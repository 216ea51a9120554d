import type { ChatConversation, ChatHistory } from '../contract/chat';
import {
  chatReducer,
  frameAction,
  initialChatState,
  parseFrame,
  type ChatState,
} from './conversation';
import { chatMessage } from './test-message';

const conversation: ChatConversation = {
  id: 1,
  queue: 'live',
  status: 'open',
  assignedTo: null,
  openedAt: '2026-01-01T00:00:00.000Z',
  staffDeliveredId: 2,
  staffReadId: 1,
  memberDeliveredId: 0,
  memberReadId: 0,
};

const history = (ids: number[], more = false): ChatHistory => ({
  conversation,
  messages: ids.map((id) => chatMessage(id)),
  more,
});

const run = (...actions: Parameters<typeof chatReducer>[1][]): ChatState =>
  actions.reduce(chatReducer, initialChatState);

describe('chatReducer', () => {
  it('takes the first history page with its receipts', () => {
    const state = run({ type: 'history', history: history([1, 2, 3], true), older: false });
    expect(state.status).toBe('ready');
    expect(state.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(state.more).toBe(true);
    expect(state.receipts[1]).toEqual({ deliveredId: 2, readId: 1 });
  });

  it('pages upward and keeps "more" from the older page', () => {
    const state = run(
      { type: 'history', history: history([31, 32], true), older: false },
      { type: 'olderLoading' },
      { type: 'history', history: history([1, 2], false), older: true },
    );
    expect(state.messages.map((m) => m.id)).toEqual([1, 2, 31, 32]);
    expect(state.more).toBe(false);
    expect(state.loadingOlder).toBe(false);
  });

  it('a reconnect re-read keeps older pages and adds what was missed', () => {
    const state = run(
      { type: 'history', history: history([31, 32], true), older: false },
      { type: 'history', history: history([1, 2], false), older: true },
      { type: 'message', message: chatMessage(33) },
      { type: 'history', history: history([32, 33, 34, 35], true), older: false },
    );
    expect(state.messages.map((m) => m.id)).toEqual([1, 2, 31, 32, 33, 34, 35]);
    expect(state.more).toBe(false);
  });

  it('shows a send as pending, then replaces it with the stored message', () => {
    const outgoing = { clientId: 'abcdefgh1', kind: 'text' as const, text: 'hi', file: null };
    let state = run({ type: 'sending', outgoing });
    expect(state.outgoing).toEqual([{ ...outgoing, status: 'sending', error: null }]);
    state = chatReducer(state, {
      type: 'sent',
      clientId: 'abcdefgh1',
      message: chatMessage(9, { clientId: 'abcdefgh1', body: 'hi' }),
    });
    expect(state.outgoing).toEqual([]);
    expect(state.messages.map((m) => m.body)).toEqual(['hi']);
  });

  it('marks a refused send failed and retries it under the same client id', () => {
    const outgoing = { clientId: 'abcdefgh2', kind: 'text' as const, text: 'hi', file: null };
    let state = run(
      { type: 'sending', outgoing },
      { type: 'failed', clientId: 'abcdefgh2', error: 'Too fast' },
    );
    expect(state.outgoing[0]).toMatchObject({ status: 'failed', error: 'Too fast' });
    state = chatReducer(state, { type: 'sending', outgoing });
    expect(state.outgoing).toHaveLength(1);
    expect(state.outgoing[0]).toMatchObject({ clientId: 'abcdefgh2', status: 'sending' });
  });

  it('drops a pending send once its message arrives over the socket', () => {
    const outgoing = { clientId: 'abcdefgh3', kind: 'text' as const, text: 'hi', file: null };
    const state = run(
      { type: 'sending', outgoing },
      { type: 'message', message: chatMessage(4, { clientId: 'abcdefgh3' }) },
    );
    expect(state.outgoing).toEqual([]);
    expect(state.messages).toHaveLength(1);
  });

  it('receipts only move forward; a staff message ends the typing indicator', () => {
    let state = run(
      { type: 'receipt', conversationId: 1, deliveredId: 5, readId: 4 },
      { type: 'receipt', conversationId: 1, deliveredId: 3, readId: 2 },
      { type: 'staffTyping', at: 1000 },
    );
    expect(state.receipts[1]).toEqual({ deliveredId: 5, readId: 4 });
    expect(state.staffTypingAt).toBe(1000);
    state = chatReducer(state, { type: 'message', message: chatMessage(6, { sender: 'staff' }) });
    expect(state.staffTypingAt).toBe(0);
  });

  it('follows the newest conversation a frame announces, never an older one', () => {
    const closed = { ...conversation, status: 'closed' as const, staffReadId: 4 };
    const next = { ...conversation, id: 2, staffDeliveredId: 0, staffReadId: 0 };
    let state = run({ type: 'conversation', conversation: closed });
    expect(state.conversation?.status).toBe('closed');
    expect(state.receipts[1]).toEqual({ deliveredId: 4, readId: 4 });
    state = chatReducer(state, { type: 'conversation', conversation: next });
    state = chatReducer(state, { type: 'conversation', conversation: closed });
    expect(state.conversation?.id).toBe(2);
  });

  it('a failed first read shows the error; a failed re-read keeps the list', () => {
    expect(run({ type: 'historyFailed', older: false }).status).toBe('failed');
    const state = run(
      { type: 'history', history: history([1]), older: false },
      { type: 'historyFailed', older: false },
    );
    expect(state.status).toBe('ready');
  });
});

describe('frames', () => {
  it('parses the platform frames and refuses anything else', () => {
    expect(parseFrame('{"t":"ready","unread":2}')).toEqual({ t: 'ready', unread: 2 });
    expect(parseFrame('{"t":"message","message":{"id":"x"}}')).toBeNull();
    expect(parseFrame('{"t":"nope"}')).toBeNull();
    expect(parseFrame('not json')).toBeNull();
    expect(parseFrame(new ArrayBuffer(2))).toBeNull();
  });

  it('turns staff frames into actions and ignores the member side', () => {
    const message = chatMessage(3, { sender: 'staff' });
    expect(frameAction({ t: 'message', message }, 5)).toEqual({ type: 'message', message });
    expect(frameAction({ t: 'typing', conversationId: 1, sender: 'staff' }, 5)).toEqual({
      type: 'staffTyping',
      at: 5,
    });
    expect(frameAction({ t: 'typing', conversationId: 1, sender: 'member' }, 5)).toBeNull();
    expect(
      frameAction(
        { t: 'receipt', conversationId: 1, sender: 'staff', deliveredId: 3, readId: 2 },
        5,
      ),
    ).toEqual({ type: 'receipt', conversationId: 1, deliveredId: 3, readId: 2 });
    expect(
      frameAction(
        { t: 'receipt', conversationId: 1, sender: 'member', deliveredId: 3, readId: 2 },
        5,
      ),
    ).toBeNull();
    expect(frameAction({ t: 'ready', unread: 1 }, 5)).toBeNull();
    expect(frameAction({ t: 'conversation', conversation }, 5)).toEqual({
      type: 'conversation',
      conversation,
    });
  });
});
