/** Member labels: operators make and give them; memberInfo shows them; audiences and messages use them. */
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { seedDemoBrand } from '../db/seed';
import * as t from '../db/schema';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';
import { memberToken, ops } from './wallet-support';

let platform: TestPlatform;
const db = () => platform.database.db;
const DAY = 86_400_000;

const as = (token: string) => ({
  call: (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
    callPlatform(platform, name, input, { token }),
});

async function addPromotion(rules: t.PromotionRules) {
  const text = { en: 'label test' };
  const [row] = await db()
    .insert(t.promotions)
    .values({
      category: 'vip',
      titles: text,
      summaries: text,
      contents: text,
      startAt: new Date(Date.now() - DAY),
      kind: 'REWARD',
      rules,
    })
    .returning();
  return row!.id;
}

/** An operator creates (or recolours) a label: the platform's answer. */
const saveLabel = (labelName: string, color: string, color2: string) =>
  ops(platform, 'POST', '/ops/labels', { labelName, color, color2 });

/** An operator gives a member a label (`on` false: takes it): the platform's answer. */
const give = (username: string, labelName: string, on = true) =>
  ops(platform, 'POST', '/ops/labels/assign', { username, labelName, on });

const audits = async (action: string, target: string) =>
  rowsOf<{ operator: string; before: unknown; after: unknown }>(
    await db().execute(sql`select operator, before, after from operator_audit
      where action = ${action} and target = ${target} order by id`),
  );

const snapshot = async () =>
  rowsOf(
    await db().execute(sql`select (select count(*)::int from member_labels) as labels,
      (select count(*)::int from member_label_members) as given,
      (select count(*)::int from operator_audit where action like 'label.%') as audited`),
  )[0];

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('operators', () => {
  it('refuses a request without the operator token', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/ops/labels',
      payload: { labelName: 'Sneaky', color: '#fff', color2: '#000' },
    });
    expect(response.statusCode).toBe(401);
    expect(await ops(platform, 'GET', '/ops/labels')).toMatchObject({ success: true });
    const names = (await ops(platform, 'GET', '/ops/labels')).value.map(
      (l: { labelName: string }) => l.labelName,
    );
    expect(names).not.toContain('Sneaky');
  });

  it('creates, recolours (whatever the case of the name) and lists labels, audited', async () => {
    const created = await saveLabel('Whale Club', '#FFFFFF', '#1d4ed8');
    expect(created.value).toEqual({ labelName: 'Whale Club', color: '#ffffff', color2: '#1d4ed8' });
    const recoloured = await saveLabel('whale club', '#000', '#fde047');
    expect(recoloured.value).toEqual({ labelName: 'Whale Club', color: '#000', color2: '#fde047' });
    const listed = (await ops(platform, 'GET', '/ops/labels')).value as { labelName: string }[];
    expect(listed.filter((l) => l.labelName.toLowerCase() === 'whale club')).toEqual([
      expect.objectContaining({ labelName: 'Whale Club', color: '#000', members: 0 }),
    ]);
    expect(await audits('label.create', 'Whale Club')).toEqual([
      expect.objectContaining({ operator: 'cashier3', before: null }),
    ]);
    expect(await audits('label.update', 'Whale Club')).toEqual([
      expect.objectContaining({
        before: { color: '#ffffff', color2: '#1d4ed8' },
        after: { labelName: 'Whale Club', color: '#000', color2: '#fde047' },
      }),
    ]);
  });

  it('refuses bad names and colours, club label names and unknown fields, changing nothing', async () => {
    const before = await snapshot();
    const refused = [
      { labelName: '<script>alert(1)</script>', color: '#fff', color2: '#000' },
      { labelName: 'Ok', color: 'red;background:url(x)', color2: '#000' },
      { labelName: 'Ok', color: '#fff', color2: 'expression(1)' },
      { labelName: '', color: '#fff', color2: '#000' },
      { labelName: ' Padded', color: '#fff', color2: '#000' },
      { labelName: 'x'.repeat(33), color: '#fff', color2: '#000' },
      { labelName: 'Ok', color: 7, color2: '#000' },
      { labelName: 'Ok', color: '#fff', color2: '#000', rank: 9 },
      { labelName: 'gold', color: '#fff', color2: '#000' },
    ];
    for (const body of refused) {
      const answer = await ops(platform, 'POST', '/ops/labels', body);
      expect({ body, success: answer.success }).toEqual({ body, success: false });
      expect(['BAD_REQUEST', 'INVALID_STATE']).toContain(answer.code);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('members', () => {
  it('gives and takes labels, shown in memberInfo in their colours', async () => {
    const token = await memberToken(platform, 'tagged01');
    expect((await as(token).call('memberInfo')).body.value.memberLabel).toEqual([]);
    await saveLabel('Night Owl', '#fff', '#312e81');
    await saveLabel('Early Bird', '#000', '#fef08a');
    const given = await give('TAGGED01', 'night owl');
    expect(given.value).toEqual({
      username: 'tagged01',
      labelName: 'Night Owl',
      changed: true,
      labels: ['Night Owl'],
    });
    const again = await give('tagged01', 'Night Owl');
    expect(again.value.changed).toBe(false);
    await give('tagged01', 'Early Bird');
    const info = (await as(token).call('memberInfo')).body.value;
    expect(info.memberLabel).toEqual([
      { labelName: 'Early Bird', color: '#000', color2: '#fef08a' },
      { labelName: 'Night Owl', color: '#fff', color2: '#312e81' },
    ]);
    // The club label stays its own field.
    expect(info.clubLabel).toMatchObject({ rankLevel: 1 });
    expect(await audits('label.assign', 'tagged01')).toHaveLength(2);

    const taken = await give('tagged01', 'Early Bird', false);
    expect(taken.value).toMatchObject({ changed: true, labels: ['Night Owl'] });
    expect(await audits('label.unassign', 'tagged01')).toEqual([
      expect.objectContaining({ before: { label: 'Early Bird' }, after: null }),
    ]);
  });

  it('answers NOT_FOUND for an unknown member or label, giving nothing', async () => {
    await memberToken(platform, 'tagged02');
    const before = await snapshot();
    for (const body of [
      { username: 'nobody-here', labelName: 'Night Owl', on: true },
      { username: 'tagged02', labelName: 'No Such Label', on: true },
    ]) {
      const answer = await ops(platform, 'POST', '/ops/labels/assign', body);
      expect(answer).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const wrongType = await ops(platform, 'POST', '/ops/labels/assign', {
      username: 'tagged02',
      labelName: 'Night Owl',
      on: 'yes',
    });
    expect(wrongType).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(await snapshot()).toEqual(before);
  });

  it('opens a promotion whose audience names a label to the members who carry it', async () => {
    const token = await memberToken(platform, 'tagged03');
    await saveLabel('VIP Guest', '#fff', '#7c2d12');
    const promotionId = await addPromotion({ amount: 400, labels: ['vip guest'] });
    const open = async () => (await as(token).call('balance')).body.value.promotionCount as number;
    const before = await open();
    expect((await as(token).call('promotionStates')).body.value[promotionId]).toEqual({
      state: 'ineligible',
    });
    expect((await as(token).call('promotionClaim', { promotionId })).body.code).toBe(
      'PROMOTION_NOT_ELIGIBLE',
    );
    await give('tagged03', 'VIP Guest');
    expect(await open()).toBe(before + 1);
    expect((await as(token).call('promotionClaim', { promotionId })).body.value).toMatchObject({
      state: 'issued',
      amount: 400,
    });
    // A minimum rank still applies on top of the label.
    const ranked = await addPromotion({ amount: 100, labels: ['VIP Guest'], minRank: 2 });
    expect((await as(token).call('promotionStates')).body.value[ranked]).toEqual({
      state: 'ineligible',
    });
  });

  it('sends an operator message to the members with a label; deleting it takes it from them', async () => {
    const first = await memberToken(platform, 'tagged04');
    const second = await memberToken(platform, 'tagged05');
    await saveLabel('Beta Tester', '#fff', '#065f46');
    await give('tagged04', 'Beta Tester');
    const sent = await ops(platform, 'POST', '/ops/messages/send', {
      label: 'beta tester',
      title: 'Beta',
      content: 'Thanks for testing',
    });
    expect(sent.value).toEqual({ reached: 1 });
    const titles = async (token: string) =>
      ((await as(token).call('messages')).body.value.list as { title: string }[]).map(
        (m) => m.title,
      );
    expect(await titles(first)).toContain('Beta');
    expect(await titles(second)).not.toContain('Beta');

    const removed = await ops(platform, 'POST', '/ops/labels/delete', { labelName: 'BETA TESTER' });
    expect(removed.value).toEqual({ members: 1 });
    expect((await as(first).call('memberInfo')).body.value.memberLabel).toEqual([]);
    expect(await audits('label.delete', 'Beta Tester')).toEqual([
      expect.objectContaining({ before: { color: '#fff', color2: '#065f46', members: 1 } }),
    ]);
    const [left] = await db()
      .select()
      .from(t.memberLabels)
      .where(eq(t.memberLabels.labelName, 'Beta Tester'));
    expect(left).toBeUndefined();
    expect(
      await ops(platform, 'POST', '/ops/messages/send', {
        label: 'Beta Tester',
        title: 'x',
        content: 'y',
      }),
    ).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('names an open promotion counts on', () => {
  it('keeps a label or club rank name while a promotion not yet ended names it', async () => {
    await saveLabel('Loyal', '#fff', '#14532d');
    const promotionId = await addPromotion({ amount: 100, labels: ['LOYAL', 'Silver'] });
    const before = await snapshot();
    const deleted = await ops(platform, 'POST', '/ops/labels/delete', { labelName: 'Loyal' });
    expect(deleted).toMatchObject({ success: false, code: 'INVALID_STATE' });
    expect(deleted.value.values.reason).toContain(`promotion ${promotionId}`);
    const renamed = await ops(platform, 'POST', '/ops/vip/ranks/update', {
      rankLevel: 2,
      labelName: 'Argent',
    });
    expect(renamed).toMatchObject({ success: false, code: 'INVALID_STATE' });
    expect(await snapshot()).toEqual(before);
    // Recolouring the rank keeps its name: allowed.
    expect(
      await ops(platform, 'POST', '/ops/vip/ranks/update', { rankLevel: 2, color: '#141824' }),
    ).toMatchObject({ success: true });

    await db()
      .update(t.promotions)
      .set({ endAt: new Date(Date.now() - 1000) })
      .where(eq(t.promotions.id, promotionId));
    expect(await ops(platform, 'POST', '/ops/labels/delete', { labelName: 'Loyal' })).toMatchObject(
      { success: true, value: { members: 0 } },
    );
    expect(
      await ops(platform, 'POST', '/ops/vip/ranks/update', { rankLevel: 2, labelName: 'Argent' }),
    ).toMatchObject({ success: true });
    await ops(platform, 'POST', '/ops/vip/ranks/update', { rankLevel: 2, labelName: 'Silver' });
  });
});

describe('the demo seed', () => {
  it('gives the demo labels once: a brand that deleted them all keeps none after a restart', async () => {
    expect(await db().select().from(t.seedRuns).where(eq(t.seedRuns.name, 'labels'))).toHaveLength(
      1,
    );
    await db().delete(t.memberLabelMembers);
    await db().delete(t.memberLabels);
    await seedDemoBrand(db());
    expect(await db().select().from(t.memberLabels)).toEqual([]);
    // A database from before seed_runs is given them on its next start, as before.
    await db().delete(t.seedRuns).where(eq(t.seedRuns.name, 'labels'));
    await seedDemoBrand(db());
    expect((await db().select().from(t.memberLabels)).length).toBeGreaterThan(0);
  });
});
