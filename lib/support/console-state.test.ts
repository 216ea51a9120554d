import type { ChatMessage, SupportConversation } from '../contract/chat';
import {
  mergeMessages,
  newestMemberMessage,
  receiptOf,
  withConversation,
  withLatestPage,
  withMessage,
  withMessageInList,
  withOlderPage,
  withRead,
  withReceipt,
} from './console-state';

const message = (id: number, more: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 1,
  sender: 'member',
  staffName: null,
  kind: 'text',
  body: `m${id}`,
  clientId: `client-${id}`,
  createdAt: new Date(Date.UTC(2026, 10, 26, 8, 0, id)).toISOString(),
  ...more,
});

const conversation = (
  id: number,
  more: Partial<SupportConversation> = {},
): SupportConversation => ({
  id,
  queue: 'live',
  status: 'open',
  assignedTo: null,
  openedAt: '2026-11-26T08:00:00.000Z',
  staffDeliveredId: 0,
  staffReadId: 0,
  memberDeliveredId: 0,
  memberReadId: 0,
  memberId: id * 10,
  username: `member${id}`,
  clubRank: 1,
  lastMessageAt: `2026-11-26T08:00:0${id}.000Z`,
  unread: 0,
  preview: '',
  closeNote: null,
  ...more,
});

const ids = (list: { id: number }[] | undefined) => list?.map((item) => item.id);

describe('messages merge by id', () => {
  it('keeps one copy of each, oldest first, whatever the order they arrive in', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3), message(1)]);
    expect(ids(merged)).toEqual([1, 2, 3]);
  });

  it('replaces a pending message by the stored one with its client id, and keeps pending ones last', () => {
    const pendingA = message(-1, { sender: 'staff', clientId: 'staff-a' });
    const pendingB = message(-2, { sender: 'staff', clientId: 'staff-b' });
    const shown = mergeMessages([message(4)], [pendingA, pendingB]);
    expect(ids(shown)).toEqual([4, -1, -2]);
    const stored = message(5, { sender: 'staff', clientId: 'staff-a' });
    expect(ids(mergeMessages(shown, [stored]))).toEqual([4, 5, -2]);
    // The socket's copy and the send's answer both arriving change nothing.
    expect(ids(mergeMessages(mergeMessages(shown, [stored]), [stored]))).toEqual([4, 5, -2]);
  });

  it('adds older pages above and takes their `more`', () => {
    const current = { messages: [message(31), message(32)], more: true };
    const older = withOlderPage(current, { messages: [message(1), message(30)], more: false });
    expect(ids(older.messages)).toEqual([1, 30, 31, 32]);
    expect(older.more).toBe(false);
  });

  it('merges the page re-read after a reconnect, keeping older pages already shown', () => {
    const current = { messages: [message(1), message(2), message(3)], more: false };
    const latest = withLatestPage(current, { messages: [message(3), message(4)], more: true });
    expect(ids(latest.messages)).toEqual([1, 2, 3, 4]);
    expect(latest.more).toBe(false);
  });

  it('replaces what is shown when more than a page was missed, so there is never a hole', () => {
    const current = { messages: [message(1), message(2)], more: false };
    const latest = withLatestPage(current, { messages: [message(50), message(51)], more: true });
    expect(ids(latest.messages)).toEqual([50, 51]);
    expect(latest.more).toBe(true);
  });

  it('adds a pushed message only to a conversation already read', () => {
    expect(withMessage(undefined, message(1))).toBeUndefined();
    expect(ids(withMessage({ messages: [message(1)], more: false }, message(2))?.messages)).toEqual(
      [1, 2],
    );
  });

  it('names the newest member message for delivered and read frames', () => {
    expect(newestMemberMessage([message(1), message(2, { sender: 'staff' }), message(-1)])).toBe(1);
    expect(newestMemberMessage([])).toBe(0);
  });
});

describe('queue lists', () => {
  const live = { queue: 'live', status: 'open' } as const;

  it('adds, moves up and drops conversations by what the frame says', () => {
    const list = [conversation(2), conversation(1)];
    const opened = conversation(3, { lastMessageAt: '2026-11-26T09:00:00.000Z' });
    expect(ids(withConversation(list, opened, live))).toEqual([3, 2, 1]);
    const closed = conversation(2, { status: 'closed' });
    expect(ids(withConversation(list, closed, live))).toEqual([1]);
    expect(ids(withConversation(list, closed, { queue: 'live', status: 'closed' }))).toEqual([
      2, 1,
    ]);
    const vip = conversation(4, { queue: 'vip' });
    expect(ids(withConversation(list, vip, live))).toEqual([2, 1]);
    expect(withConversation(undefined, opened, live)).toBeUndefined();
  });

  it('takes the assignment from the frame, not a stale copy', () => {
    const list = [conversation(1)];
    const assigned = conversation(1, { assignedTo: 'Mei' });
    expect(withConversation(list, assigned, live)?.[0]?.assignedTo).toBe('Mei');
  });

  it('updates preview, time and unread count from a message', () => {
    const list = [conversation(2), conversation(1)];
    const later = message(9, { conversationId: 1, createdAt: '2026-11-26T10:00:00.000Z' });
    const updated = withMessageInList(list, later, null);
    expect(ids(updated)).toEqual([1, 2]);
    expect(updated?.[0]).toMatchObject({ preview: 'm9', unread: 1 });
    // Open on screen: the staff reads it as it comes.
    expect(withMessageInList(list, later, 1)?.[0]?.unread).toBe(0);
    const staffReply = message(10, {
      conversationId: 1,
      sender: 'staff',
      createdAt: '2026-11-26T10:00:00.000Z',
    });
    expect(withMessageInList(list, staffReply, null)?.[0]?.unread).toBe(0);
    expect(withMessageInList(list, message(11, { conversationId: 7 }), null)).toBe(list);
  });

  it('clears the unread count once read, and keeps the furthest receipt', () => {
    const list = [conversation(1, { unread: 3, memberReadId: 5, memberDeliveredId: 6 })];
    expect(withRead(list, 1)?.[0]?.unread).toBe(0);
    const receipt = { conversationId: 1, sender: 'member', deliveredId: 8, readId: 4 };
    expect(withReceipt(list, receipt)?.[0]).toMatchObject({
      memberDeliveredId: 8,
      memberReadId: 5,
    });
    expect(withReceipt(list, { ...receipt, sender: 'staff' })).toBe(list);
  });

  it('tells a staff message read, delivered, sent or sending', () => {
    const seen = { memberDeliveredId: 7, memberReadId: 5 };
    expect(receiptOf(message(5, { sender: 'staff' }), seen)).toBe('read');
    expect(receiptOf(message(6, { sender: 'staff' }), seen)).toBe('delivered');
    expect(receiptOf(message(8, { sender: 'staff' }), seen)).toBe('sent');
    expect(receiptOf(message(-1, { sender: 'staff' }), seen)).toBe('sending');
  });
});
