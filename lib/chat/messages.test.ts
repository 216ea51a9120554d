import { CHAT_LIMITS, type ChatMessage } from '../contract/chat';
import { lastStaffId, mergeMessages, newClientId, tickOf } from './messages';
import { chatMessage } from './test-message';

const ids = (messages: ChatMessage[]) => messages.map((m) => m.id);

describe('mergeMessages', () => {
  it('appends a newer message', () => {
    expect(ids(mergeMessages([chatMessage(1), chatMessage(2)], [chatMessage(3)]))).toEqual([
      1, 2, 3,
    ]);
  });

  it('keeps each id once when a re-read overlaps what the socket pushed', () => {
    const pushed = [chatMessage(4), chatMessage(7)];
    const reread = [chatMessage(5), chatMessage(6), chatMessage(7), chatMessage(8)];
    expect(ids(mergeMessages(pushed, reread))).toEqual([4, 5, 6, 7, 8]);
  });

  it('puts an older page before the held messages', () => {
    expect(ids(mergeMessages([chatMessage(10)], [chatMessage(2), chatMessage(3)]))).toEqual([
      2, 3, 10,
    ]);
  });

  it('lets the later copy of an id win', () => {
    const merged = mergeMessages(
      [chatMessage(1, { body: 'old' })],
      [chatMessage(1, { body: 'new' })],
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]!.body).toBe('new');
  });

  it('returns the same list when nothing comes in', () => {
    const held = [chatMessage(1)];
    expect(mergeMessages(held, [])).toBe(held);
  });
});

describe('newClientId', () => {
  it('is accepted by the platform and new every time', () => {
    const a = newClientId();
    expect(a).toMatch(CHAT_LIMITS.clientId);
    expect(newClientId()).not.toBe(a);
  });
});

describe('tickOf and lastStaffId', () => {
  it('reads the staff receipt', () => {
    const staff = { deliveredId: 5, readId: 3 };
    expect(tickOf(3, staff)).toBe('read');
    expect(tickOf(5, staff)).toBe('delivered');
    expect(tickOf(6, staff)).toBe('sent');
    expect(tickOf(1, undefined)).toBe('sent');
  });

  it('finds the newest staff message', () => {
    const list = [
      chatMessage(1, { sender: 'staff' }),
      chatMessage(2),
      chatMessage(3, { sender: 'system' }),
    ];
    expect(lastStaffId(list)).toBe(1);
    expect(lastStaffId([chatMessage(2)])).toBe(0);
  });
});
