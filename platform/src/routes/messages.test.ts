/** messageV2: paging, read and unread, read all, delete, and operators' sends to a segment. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import * as t from '../db/schema';
import { callPlatform, createMember, startTestPlatform, type TestPlatform } from '../testing';
import { memberToken, ops } from './wallet-support';

let platform: TestPlatform;
let mine: string;
let theirs: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  mine = await memberToken(platform, 'inbox001');
  theirs = await memberToken(platform, 'inbox002');
});
afterAll(() => platform.close());

type Listed = { id: number; title: string; read: boolean };
const call = (token: string, name: Parameters<typeof callPlatform>[1], input = {}) =>
  callPlatform(platform, name, input, { token });
const page = async (token: string, pageNo: number, pageSize = 5) =>
  (await call(token, 'messages', { pageNo, pageSize })).body.value as {
    list: Listed[];
    totalPages: number;
  };
/** The header's count (balance) and messageV2's count must always agree. */
async function unread(token: string) {
  const [counted, balance] = await Promise.all([
    call(token, 'unreadMessages'),
    call(token, 'balance'),
  ]);
  expect(balance.body.value.unreadCount).toBe(counted.body.value.unReadCount);
  return counted.body.value.unReadCount as number;
}
const send = (username: string, title: string) =>
  ops(platform, 'POST', '/ops/messages', { username, title, content: `About ${title}` });
const audits = (target: string) =>
  platform.database.db
    .select()
    .from(t.operatorAudit)
    .where(and(eq(t.operatorAudit.action, 'message.send'), eq(t.operatorAudit.target, target)));

describe('a member’s inbox', () => {
  it('pages, reads and deletes with the list, the count and the header in step', async () => {
    for (let i = 1; i <= 12; i++) await send('inbox001', `Note ${i}`);
    await send('inbox002', 'Theirs');
    expect(await unread(mine)).toBe(12);
    const first = await page(mine, 1);
    expect(first.totalPages).toBe(3);
    expect(first.list.map((m) => m.title)).toEqual([
      'Note 12',
      'Note 11',
      'Note 10',
      'Note 9',
      'Note 8',
    ]);

    // Reading twice counts once; deleting an unread one lowers the count and the pages.
    await call(mine, 'messageRead', { id: first.list[0]!.id });
    await call(mine, 'messageRead', { id: first.list[0]!.id });
    expect(await unread(mine)).toBe(11);
    expect((await call(mine, 'messageDelete', { id: first.list[1]!.id })).body.success).toBe(true);
    expect((await call(mine, 'messageDelete', { id: first.list[2]!.id })).body.success).toBe(true);
    expect(await unread(mine)).toBe(9);
    const after = await page(mine, 1);
    expect(after.totalPages).toBe(2);
    expect(after.list.map((m) => [m.title, m.read])).toEqual([
      ['Note 12', true],
      ['Note 9', false],
      ['Note 8', false],
      ['Note 7', false],
      ['Note 6', false],
    ]);
    expect((await page(mine, 2)).list.map((m) => m.title)).toEqual([
      'Note 5',
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
    ]);

    // Deleting a read one leaves the count; a deleted one is gone for good.
    await call(mine, 'messageDelete', { id: first.list[0]!.id });
    expect(await unread(mine)).toBe(9);
    for (const name of ['messageDelete', 'messageRead'] as const)
      expect((await call(mine, name, { id: first.list[1]!.id })).body.code).toBe('NOT_FOUND');
    const kept = await platform.database.db
      .select()
      .from(t.memberMessages)
      .where(eq(t.memberMessages.id, first.list[1]!.id));
    expect(kept[0]!.deletedAt).toBeInstanceOf(Date);
  });

  it('refuses another member’s message as if it did not exist, and leaves it alone', async () => {
    const [their] = (await page(theirs, 1)).list;
    expect(their!.title).toBe('Theirs');
    for (const name of ['messageDelete', 'messageRead'] as const) {
      const answer = await call(mine, name, { id: their!.id });
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    expect((await call(mine, 'messageDelete', { id: 999_999 })).body.code).toBe('NOT_FOUND');
    expect((await page(theirs, 1)).list).toEqual([{ ...their, read: false }]);
    expect(await unread(theirs)).toBe(1);
  });

  it('marks all read: only this member’s, deleted ones stay deleted', async () => {
    const before = (await page(mine, 1, 50)).list.length;
    expect((await call(mine, 'messageReadAll')).body.success).toBe(true);
    expect(await unread(mine)).toBe(0);
    const all = (await page(mine, 1, 50)).list;
    expect(all).toHaveLength(before);
    expect(all.every((m) => m.read)).toBe(true);
    expect(await unread(theirs)).toBe(1);
    // Nothing left to read: still fine.
    expect((await call(mine, 'messageReadAll')).body.success).toBe(true);
  });

  it('needs a session and a well-formed id', async () => {
    expect((await callPlatform(platform, 'messageDelete', { id: 1 })).status).toBe(401);
    expect((await callPlatform(platform, 'messageReadAll')).status).toBe(401);
    for (const id of [0, -1, 'x', 1.5])
      expect((await call(mine, 'messageDelete', { id })).status).toBe(400);
  });
});

describe('operators’ messages to a segment', () => {
  const ranked = [
    ['seg5a', 5, {}],
    ['seg5b', 5, {}],
    ['seg5frozen', 5, { status: 'frozen' }],
    ['seg5trial', 5, { isAgent: 4 }],
    ['seg3a', 3, {}],
    ['seg6a', 6, {}],
  ] as const;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const [username, clubRank, more] of ranked)
      ids[username] = (
        await createMember(platform, { username, password: 'pass1234', clubRank, ...more })
      ).id;
  });
  const reachedBy = async (title: string) =>
    (
      await platform.database.db
        .select({ memberId: t.memberMessages.memberId })
        .from(t.memberMessages)
        .where(eq(t.memberMessages.title, title))
    )
      .map((r) => r.memberId)
      .sort((a, b) => a - b);
  const idsOf = (...names: string[]) => names.map((n) => ids[n]!).sort((a, b) => a - b);

  /** Active accounts with an inbox, and of a rank when given. */
  const withInbox = async (clubRank?: number) =>
    (
      await platform.database.db
        .select({ id: t.members.id })
        .from(t.members)
        .where(
          and(
            eq(t.members.status, 'active'),
            ne(t.members.isAgent, 4),
            clubRank === undefined ? undefined : eq(t.members.clubRank, clubRank),
          ),
        )
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);

  it('by club rank: active members of that rank only, audited', async () => {
    const expected = await withInbox(5);
    expect(expected).toEqual(expect.arrayContaining(idsOf('seg5a', 'seg5b')));
    const answer = await ops(platform, 'POST', '/ops/messages/send', {
      rank: 5,
      title: 'Diamond weekend',
      content: 'Double points <b>all weekend</b>',
    });
    expect(answer.value).toEqual({ reached: expected.length });
    const reached = await reachedBy('Diamond weekend');
    expect(reached).toEqual(expected);
    expect(reached).not.toContain(ids.seg5frozen);
    expect(reached).not.toContain(ids.seg5trial);
    expect(reached).not.toContain(ids.seg6a);
    const [audit] = await audits('rank:5');
    expect(audit).toMatchObject({
      operator: 'cashier3',
      after: { title: 'Diamond weekend', reached: expected.length },
    });
    // Stored as the operator wrote it: the inbox shows text, it never renders it as HTML.
    const [stored] = await platform.database.db
      .select()
      .from(t.memberMessages)
      .where(eq(t.memberMessages.memberId, ids.seg5a!));
    expect(stored!.content).toBe('Double points <b>all weekend</b>');
  });

  it('by club label: the label’s rank, whatever the case', async () => {
    const answer = await ops(platform, 'POST', '/ops/messages/send', {
      label: 'gold',
      title: 'Gold news',
      content: 'For Gold members',
    });
    const expected = await withInbox(3);
    expect(expected).toContain(ids.seg3a);
    expect(answer.value).toEqual({ reached: expected.length });
    expect(await reachedBy('Gold news')).toEqual(expected);
    expect(await audits('label:gold')).toHaveLength(1);
    const unknown = await ops(platform, 'POST', '/ops/messages/send', {
      label: 'Unobtainium',
      title: 'Nobody',
      content: 'x',
    });
    expect(unknown.code).toBe('NOT_FOUND');
    expect(await reachedBy('Nobody')).toEqual([]);
  });

  it('to all: every active account with an inbox, and the answer says how many', async () => {
    const expected = await withInbox();
    const answer = await ops(platform, 'POST', '/ops/messages/send', {
      all: true,
      title: 'Maintenance tonight',
      content: 'From 02:00 to 03:00',
    });
    expect(answer.value).toEqual({ reached: expected.length });
    const reached = await reachedBy('Maintenance tonight');
    expect(reached).toEqual(expected);
    expect(reached).toEqual(expect.arrayContaining(idsOf('seg5a', 'seg3a', 'seg6a')));
    expect(reached).not.toContain(ids.seg5frozen);
    expect(reached).not.toContain(ids.seg5trial);
    expect(await unread(theirs)).toBe(2);
  });

  it('to one member through either route; an unknown one changes nothing', async () => {
    const one = await ops(platform, 'POST', '/ops/messages/send', {
      username: 'SEG6A',
      title: 'Just you',
      content: 'Hello',
    });
    expect(one.value).toEqual({ reached: 1 });
    expect(await reachedBy('Just you')).toEqual(idsOf('seg6a'));
    const missing = await ops(platform, 'POST', '/ops/messages', {
      username: 'nobody99',
      title: 'Lost',
      content: 'x',
    });
    expect(missing.code).toBe('NOT_FOUND');
    expect(await audits('member:nobody99')).toEqual([]);
  });

  it.each([
    ['no audience', { title: 'x', content: 'y' }],
    ['two audiences', { rank: 5, all: true, title: 'x', content: 'y' }],
    ['rank and label', { rank: 5, label: 'Gold', title: 'x', content: 'y' }],
    ['a rank in a string', { rank: '5', title: 'x', content: 'y' }],
    ['all: false', { all: false, title: 'x', content: 'y' }],
    ['an empty title', { all: true, title: '', content: 'y' }],
    ['a content over 5,000 characters', { all: true, title: 'x', content: 'y'.repeat(5001) }],
  ])('refuses %s and sends nothing', async (_, body) => {
    const before = await platform.database.db.$count(t.memberMessages);
    const answer = await ops(platform, 'POST', '/ops/messages/send', body);
    expect(answer.code).toBe('BAD_REQUEST');
    expect(await platform.database.db.$count(t.memberMessages)).toBe(before);
  });

  it('needs the operator token', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/ops/messages/send',
      payload: { all: true, title: 'x', content: 'y' },
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.statusCode).toBe(401);
    const rows = await platform.database.db
      .select()
      .from(t.memberMessages)
      .where(inArray(t.memberMessages.title, ['x']));
    expect(rows).toEqual([]);
  });
});
