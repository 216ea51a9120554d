/**
 * The operators' rewards API (docs/rewards.md, Operators): promotions, missions, points rewards
 * and VIP ranks changed without SQL, what members then see, and everything refused unchanged.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { XSS_CORPUS } from '../../../e2e/xss-corpus';
import { sanitizeContent } from '../../../lib/contract/html';
import { activeParts } from '../../../lib/contract/html-audit';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { memberToken, readyToWithdraw } from '../routes/wallet-support';
import { movePoints } from '../services/rewards/points/ledger';
import { settledBetRewards } from '../services/rewards/settled';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
const db = () => platform.database.db;
const DAY = 86_400_000;
const iso = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();
const text = (en: string) => ({ en, ms: `${en} (ms)` });

/** The demo brand's promotions, as seeded. */
let seeded: (typeof t.promotions.$inferSelect)[];

beforeAll(async () => {
  platform = await startTestPlatform();
  seeded = await db().select().from(t.promotions).orderBy(asc(t.promotions.id));
});
afterAll(() => platform.close());

/** An operator's request as the CLI sends it: the status and the envelope. */
async function op(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await platform.app.inject({
    method,
    url,
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    headers: {
      authorization: `Bearer ${platform.operatorToken}`,
      'x-operator': 'cashier3',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });
  return { status: response.statusCode, body: response.json() };
}

const as = (token: string | undefined, name: Parameters<typeof callPlatform>[1], input = {}) =>
  callPlatform(platform, name, { language: 'en', ...input }, token ? { token } : {});

/** What the portal's cache sync sees for a tag. */
const version = async (tag: string) =>
  (await platform.app.inject({ method: 'GET', url: '/cache/versions' })).json().versions[
    tag
  ] as number;

const lastAudit = async () =>
  (await db().select().from(t.operatorAudit).orderBy(desc(t.operatorAudit.id)).limit(1))[0]!;

/** Everything a refused change must leave as it was. */
async function snapshot() {
  return {
    promotions: await db().select().from(t.promotions).orderBy(asc(t.promotions.id)),
    missions: await db().select().from(t.missions).orderBy(asc(t.missions.id)),
    rewards: await db().select().from(t.pointsRewards).orderBy(asc(t.pointsRewards.id)),
    ranks: await db().select().from(t.clubLabels).orderBy(asc(t.clubLabels.rankLevel)),
    audits: await db().$count(t.operatorAudit),
    versions: (await platform.app.inject({ method: 'GET', url: '/cache/versions' })).json(),
  };
}

/** The request is refused with `code` (and `field`), and nothing changed. */
async function refused(
  url: string,
  payload: unknown,
  code: string,
  field?: string | RegExp,
): Promise<string> {
  const before = await snapshot();
  const { status, body } = await op('POST', url, payload);
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(body).toMatchObject({ success: false, code });
  if (field !== undefined) expect(body.value.field).toMatch(field);
  expect(typeof body.value.values.reason).toBe('string');
  expect(await snapshot()).toEqual(before);
  return body.value.values.reason as string;
}

const promotion = (fields: Record<string, unknown> = {}) => ({
  category: 'deposit',
  titles: text('Weekend reward'),
  summaries: text('RM5 for everyone'),
  contents: { en: '<p>Terms apply.</p>' },
  startAt: iso(-DAY),
  endAt: iso(7 * DAY),
  kind: 'REWARD',
  rules: { amount: 500 },
  ...fields,
});

async function created(url: string, payload: unknown) {
  const { status, body } = await op('POST', url, payload);
  expect({ status, code: body.code }).toEqual({ status: 200, code: undefined });
  return body.value;
}

const claim = async (token: string, promotionId: number) =>
  (await as(token, 'promotionClaim', { promotionId })).body;

const ROUTES: ['GET' | 'POST', string][] = [
  ['GET', '/ops/promotions'],
  ['GET', '/ops/promotions/1'],
  ['POST', '/ops/promotions'],
  ['POST', '/ops/promotions/update'],
  ['POST', '/ops/promotions/close'],
  ['GET', '/ops/missions'],
  ['POST', '/ops/missions'],
  ['POST', '/ops/missions/update'],
  ['POST', '/ops/missions/close'],
  ['GET', '/ops/points/rewards'],
  ['POST', '/ops/points/rewards'],
  ['POST', '/ops/points/rewards/update'],
  ['GET', '/ops/vip/ranks'],
  ['POST', '/ops/vip/ranks'],
  ['POST', '/ops/vip/ranks/update'],
];

describe('the operator token', () => {
  it.each(ROUTES)(
    'is needed for %s %s: none, or a wrong one, changes nothing',
    async (method, url) => {
      const before = await snapshot();
      const body = url.endsWith('update')
        ? { id: 1, rankLevel: 1, sort: 5 }
        : url.endsWith('close')
          ? { id: 1 }
          : promotion();
      for (const authorization of [
        undefined,
        'Bearer wrong',
        `Bearer ${platform.operatorToken}x`,
      ]) {
        const response = await platform.app.inject({
          method,
          url,
          payload: method === 'POST' ? body : undefined,
          headers: authorization ? { authorization, 'x-operator': 'mallory' } : {},
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('promotions', () => {
  it('creates one members see and claim, updates what they see, and closes it, keeping claims', async () => {
    const tag = await version('promotions');
    const made = await created('/ops/promotions', promotion());
    expect(made).toMatchObject({
      kind: 'REWARD',
      rules: { amount: 500 },
      endAt: expect.any(String),
    });
    expect(await version('promotions')).toBeGreaterThan(tag);
    expect(await lastAudit()).toMatchObject({
      operator: 'cashier3',
      action: 'promotion.create',
      target: String(made.id),
      before: null,
      after: { id: made.id, rules: { amount: 500 } },
    });
    const listed = (await as(undefined, 'promotions')).body.value as {
      id: number;
      title: string;
    }[];
    expect(listed.find((p) => p.id === made.id)?.title).toBe('Weekend reward');

    const first = await memberToken(platform, 'opspromo01');
    expect((await claim(first, made.id)).value).toMatchObject({ state: 'issued', amount: 500 });
    expect((await as(first, 'balance')).body.value.sumBalance).toBe(500);

    const moved = await version('promotions');
    const update = { id: made.id, titles: text('Bigger weekend reward'), rules: { amount: 800 } };
    expect((await op('POST', '/ops/promotions/update', update)).status).toBe(200);
    expect(await version('promotions')).toBeGreaterThan(moved);
    expect((await as(undefined, 'promotionDetail', { id: made.id })).body.value).toMatchObject({
      title: 'Bigger weekend reward',
      summary: 'RM5 for everyone',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'promotion.update',
      before: { rules: { amount: 500 }, titles: text('Weekend reward') },
      after: { rules: { amount: 800 }, titles: text('Bigger weekend reward') },
    });
    const second = await memberToken(platform, 'opspromo02');
    expect((await claim(second, made.id)).value).toMatchObject({ state: 'issued', amount: 800 });

    const closing = await version('promotions');
    const closed = await op('POST', '/ops/promotions/close', { id: made.id });
    expect(closed.status).toBe(200);
    expect(new Date(closed.body.value.endAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await version('promotions')).toBeGreaterThan(closing);
    expect(await lastAudit()).toMatchObject({ action: 'promotion.close', target: String(made.id) });
    const third = await memberToken(platform, 'opspromo03');
    expect((await claim(third, made.id)).code).toBe('PROMOTION_CLOSED');
    const after = (await as(undefined, 'promotions')).body.value as { id: number }[];
    expect(after.map((p) => p.id)).not.toContain(made.id);
    const claims = await db()
      .select()
      .from(t.promotionClaims)
      .where(eq(t.promotionClaims.promotionId, made.id));
    expect(claims.map((c) => c.amount).sort()).toEqual([500, 800]);
    expect((await as(first, 'promotionStates')).body.value[made.id]).toEqual({
      state: 'claimed',
      amount: 500,
    });
    expect(await refused('/ops/promotions/close', { id: made.id }, 'INVALID_STATE', 'id')).toMatch(
      /ended at/,
    );
    const { body } = await op('GET', '/ops/promotions');
    expect(body.value.find((p: { id: number }) => p.id === made.id)).toMatchObject({
      state: 'ended',
      claims: 2,
      title: 'Bigger weekend reward',
    });
  });

  it('closes one not started yet so that it never shows as coming soon', async () => {
    const later = await created('/ops/promotions', promotion({ startAt: iso(DAY), endAt: null }));
    const token = await memberToken(platform, 'opspromo04');
    expect((await as(token, 'promotionStates')).body.value[later.id]).toEqual({
      state: 'coming_soon',
    });
    expect((await op('POST', '/ops/promotions/close', { id: later.id })).status).toBe(200);
    expect((await as(token, 'promotionStates')).body.value[later.id]).toEqual({ state: 'closed' });
  });

  const CREATE_REFUSALS: [string, Record<string, unknown> | unknown[] | string, RegExp][] = [
    ['an unknown field', promotion({ bogus: 1 }), /^body$/],
    ['an unknown rules field', promotion({ rules: { amount: 500, bogus: 1 } }), /^rules/],
    [
      'a rules field its kind does not use',
      promotion({ rules: { amount: 500, minLoss: 5 } }),
      /^rules/,
    ],
    ['rules on an INFO promotion', promotion({ kind: 'INFO', rules: { amount: 5 } }), /^rules/],
    ['an amount as a string', promotion({ rules: { amount: '500' } }), /^rules.amount$/],
    ['a sort as a string', promotion({ sort: '1' }), /^sort$/],
    ['a date as a number', promotion({ startAt: Date.now() }), /^startAt$/],
    ['a date without its time', promotion({ startAt: '2026-01-01' }), /^startAt$/],
    ['30 February', promotion({ startAt: '2026-02-30T00:00:00Z' }), /^startAt$/],
    ['a negative amount', promotion({ rules: { amount: -500 } }), /^rules.amount$/],
    ['a fraction of a minor unit', promotion({ rules: { amount: 12.5 } }), /^rules.amount$/],
    ['an amount beyond any', promotion({ rules: { amount: 1e15 } }), /^rules.amount$/],
    [
      'a percentage out of range',
      promotion({ kind: 'FIRST_DEPOSIT', rules: { percentBp: 60_000 } }),
      /^rules.percentBp$/,
    ],
    [
      'a deposit bonus without its percentage',
      promotion({ kind: 'FIRST_DEPOSIT', rules: { cap: 500 } }),
      /^rules.percentBp$/,
    ],
    [
      'a loss rebate of more than the loss',
      promotion({ kind: 'LOSS_REBATE', rules: { percentBp: 10_001 } }),
      /^rules.percentBp$/,
    ],
    [
      'a fractional wagering multiple',
      promotion({ rules: { amount: 5, turnoverMultiple: 1.5 } }),
      /turnoverMultiple/,
    ],
    ['an end before the start', promotion({ startAt: iso(DAY), endAt: iso(-DAY) }), /^endAt$/],
    ['an end at the start', promotion({ startAt: iso(DAY), endAt: iso(DAY) }), /^endAt$/],
    ['a locale the portal has not', promotion({ titles: { en: 'Hi', fr: 'Salut' } }), /^titles$/],
    ['no English text', promotion({ summaries: { ms: 'Hai' } }), /^summaries$/],
    ['a blank text', promotion({ titles: { en: '   ' } }), /^titles$/],
    ['texts as a list', promotion({ titles: ['Hi'] }), /^titles$/],
    ['a kind there is not', promotion({ kind: 'JACKPOT' }), /^kind$/],
    ['a category there is not', promotion({ category: 'casino' }), /^category$/],
    [
      'a raffle without an end',
      promotion({ kind: 'RAFFLE', endAt: null, rules: { winners: 3, amount: 100 } }),
      /^endAt$/,
    ],
    [
      'a raffle without winners',
      promotion({ kind: 'RAFFLE', rules: { amount: 100 } }),
      /^rules.winners$/,
    ],
    [
      'a raffle waiting for approval',
      promotion({ kind: 'RAFFLE', rules: { winners: 1, amount: 100, approval: true } }),
      /^rules/,
    ],
    [
      'an audience of a rank there is not',
      promotion({ rules: { amount: 5, minRank: 42 } }),
      /^rules.minRank$/,
    ],
    [
      'an audience label nobody has',
      promotion({ rules: { amount: 5, labels: ['High Rollr'] } }),
      /^rules.labels$/,
    ],
    [
      'an audience label with markup',
      promotion({ rules: { amount: 5, labels: ['<b>VIP</b>'] } }),
      /^rules.labels/,
    ],
    [
      'weights of a game there is not',
      promotion({ rules: { amount: 5, weights: { CASINO: 1 } } }),
      /weights/,
    ],
    [
      'a script in the contents',
      promotion({ contents: { en: '<p>Hi</p><script>alert(1)</script>' } }),
      /^contents.en$/,
    ],
    [
      'a handler in the contents',
      promotion({ contents: { en: '<p onclick="alert(1)">Hi</p>' } }),
      /^contents.en$/,
    ],
    [
      'a javascript: link',
      promotion({ contents: { en: '<a href="javascript:alert(1)">Hi</a>' } }),
      /^contents.en$/,
    ],
    ['contents with no text', promotion({ contents: { en: '<p> </p>' } }), /^contents.en$/],
    ['texts as null', promotion({ titles: null }), /^titles$/],
    ['rules as null', promotion({ rules: null }), /^rules$/],
    ['weights as null', promotion({ rules: { amount: 5, weights: null } }), /weights/],
    ['a list for a body', [promotion()], /^body$/],
    ['a string for a body', 'promotion', /^body$/],
  ];

  it.each(CREATE_REFUSALS)(
    'refuses to create with %s, changing nothing',
    async (_name, body, field) => {
      await refused('/ops/promotions', body, 'BAD_REQUEST', field);
    },
  );

  it('refuses a bad update or one of what members took part in, changing nothing', async () => {
    const made = await created('/ops/promotions', promotion());
    const token = await memberToken(platform, 'opspromo05');
    expect((await claim(token, made.id)).success).toBe(true);
    const update = '/ops/promotions/update';
    await refused(update, { id: made.id, bogus: 1 }, 'BAD_REQUEST', /^body$/);
    await refused(update, { id: made.id }, 'BAD_REQUEST', /^body$/);
    await refused(update, { id: String(made.id), sort: 1 }, 'BAD_REQUEST', /^id$/);
    await refused(update, { id: made.id, endAt: iso(-3 * DAY) }, 'BAD_REQUEST', /^endAt$/);
    await refused(update, { id: made.id, rules: { amount: -1 } }, 'BAD_REQUEST', /^rules.amount$/);
    await refused(
      update,
      { id: made.id, titles: { de: 'Hallo', en: 'Hi' } },
      'BAD_REQUEST',
      /^titles$/,
    );
    await refused(
      update,
      { id: made.id, contents: { en: '<img src=x onerror=alert(1)>Hi' } },
      'BAD_REQUEST',
      /^contents.en$/,
    );
    // The kind alone: the rules it keeps do not fit the new one.
    await refused(update, { id: made.id, kind: 'FIRST_DEPOSIT' }, 'INVALID_STATE', /^kind$/);
    const reason = await refused(
      update,
      { id: made.id, kind: 'CHECK_IN', rules: { amount: 500 } },
      'INVALID_STATE',
      /^kind$/,
    );
    expect(reason).toMatch(/has claims or raffle entries/);
    await refused(update, { id: 999_999, sort: 1 }, 'NOT_FOUND', /^id$/);
    await refused('/ops/promotions/close', { id: 999_999 }, 'NOT_FOUND', /^id$/);
    expect((await op('GET', '/ops/promotions/999999')).body.code).toBe('NOT_FOUND');
    expect((await op('GET', '/ops/promotions/x')).body.code).toBe('BAD_REQUEST');
    // Its rules may change: later claims pay the new amount.
    expect((await op('POST', update, { id: made.id, rules: { amount: 900 } })).status).toBe(200);
  });

  it('changes the kind of one nobody took part in', async () => {
    const made = await created('/ops/promotions', promotion());
    const changed = await op('POST', '/ops/promotions/update', {
      id: made.id,
      kind: 'FIRST_DEPOSIT',
      // Labels match club ranks' and member labels' names whatever their case.
      rules: {
        percentBp: 10_000,
        cap: 5_000,
        turnoverMultiple: 10,
        labels: ['high roller', 'Gold'],
      },
    });
    expect(changed.body.value).toMatchObject({
      kind: 'FIRST_DEPOSIT',
      rules: { percentBp: 10_000, labels: ['high roller', 'Gold'] },
    });
    const token = await memberToken(platform, 'opspromo06');
    expect((await claim(token, made.id)).code).toBe('PROMOTION_NOT_ELIGIBLE');
  });

  it('runs one referral programme at a time', async () => {
    const rules = {
      minDeposit: 5_000,
      amount: 1_000,
      turnoverTarget: 100_000,
      turnoverReward: 2_000,
    };
    const referral = (fields: Record<string, unknown> = {}) =>
      promotion({ category: 'new_player', kind: 'REFERRAL', rules, ...fields });
    const [demo] = seeded.filter((p) => p.kind === 'REFERRAL');
    // The demo's programme runs with no end: any other shares a moment with it.
    await refused(
      '/ops/promotions',
      referral({ startAt: iso(30 * DAY), endAt: null }),
      'INVALID_STATE',
      /^kind$/,
    );
    const made = await created('/ops/promotions', promotion());
    await refused(
      '/ops/promotions/update',
      { id: made.id, kind: 'REFERRAL', rules },
      'INVALID_STATE',
      /^kind$/,
    );
    // Once it ends, the next may start.
    expect((await op('POST', '/ops/promotions/close', { id: demo!.id })).status).toBe(200);
    const next = await created('/ops/promotions', referral({ startAt: iso(DAY), endAt: null }));
    expect(next).toMatchObject({ kind: 'REFERRAL', endAt: null });
    await refused(
      '/ops/promotions/update',
      { id: demo!.id, endAt: null },
      'INVALID_STATE',
      /^kind$/,
    );
  });

  it('lets no claim under way land under a kind changed meanwhile', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 12; i += 1) tokens.push(await memberToken(platform, `opsrace${i}`));
    for (let round = 0; round < 6; round += 1) {
      const made = await created('/ops/promotions', promotion());
      const change = { id: made.id, kind: 'CHECK_IN', rules: { amount: 300 } };
      const [changed, ...claims] = await Promise.all([
        op('POST', '/ops/promotions/update', change),
        ...tokens.map((token) => claim(token, made.id)),
      ]);
      const [row] = await db().select().from(t.promotions).where(eq(t.promotions.id, made.id));
      const rows = await db()
        .select()
        .from(t.promotionClaims)
        .where(eq(t.promotionClaims.promotionId, made.id));
      // Claimable under either kind: every member's claim is paid, before or after the change.
      expect(claims.map((c) => c.code ?? c.value.state)).toEqual(tokens.map(() => 'issued'));
      expect(rows).toHaveLength(tokens.length);
      if (row!.kind === 'CHECK_IN') {
        expect(changed.status).toBe(200);
        // Every claim is the new kind's (one a merchant day), none the old one's ('once').
        expect(rows.filter((r) => r.period === 'once')).toEqual([]);
      } else {
        expect(changed.body.code).toBe('INVALID_STATE');
        expect(rows.filter((r) => r.period !== 'once')).toEqual([]);
      }
    }
  });

  it('keeps a raffle with entries a raffle, and a drawn one as drawn', async () => {
    const raffle = await created(
      '/ops/promotions',
      promotion({ kind: 'RAFFLE', rules: { winners: 1, amount: 1_000 }, endAt: iso(DAY) }),
    );
    const token = await memberToken(platform, 'opsraffle01');
    expect((await as(token, 'raffleClaim', { promotionId: raffle.id })).body.success).toBe(true);
    await refused(
      '/ops/promotions/update',
      { id: raffle.id, kind: 'REWARD', rules: { amount: 5 } },
      'INVALID_STATE',
      /^kind$/,
    );
    const more = { id: raffle.id, rules: { winners: 2, amount: 1_000 } };
    expect((await op('POST', '/ops/promotions/update', more)).status).toBe(200);
    expect((await op('POST', '/ops/promotions/close', { id: raffle.id })).status).toBe(200);
    expect((await op('POST', '/ops/raffles/draw', {})).body.value.drawn).toBeGreaterThanOrEqual(1);
    expect((await as(token, 'promotionStates')).body.value[raffle.id]).toMatchObject({
      state: 'claimed',
      amount: 1_000,
    });
    const reason = await refused(
      '/ops/promotions/update',
      { id: raffle.id, sort: 3 },
      'INVALID_STATE',
      /^id$/,
    );
    expect(reason).toMatch(/was drawn/);
    await refused('/ops/promotions/close', { id: raffle.id }, 'INVALID_STATE', /^id$/);
  });

  it('stores formatting sanitized and refuses markup that runs or loads anything', async () => {
    const html =
      '<h2>Weekend</h2><div class="box"><p><strong>50%</strong> bonus, <a href="/promotions">details</a> and ' +
      '<a href="https://example.com/terms">terms</a></p></div>';
    const made = await created('/ops/promotions', promotion({ contents: { en: html } }));
    expect(made.contents.en).toBe(
      '<h3>Weekend</h3><p><strong>50%</strong> bonus, <a href="/promotions">details</a> and ' +
        '<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer nofollow">terms</a></p>',
    );
    expect((await as(undefined, 'promotionDetail', { id: made.id })).body.value.content).toBe(
      made.contents.en,
    );
    let refusedCount = 0;
    for (const payload of XSS_CORPUS) {
      const contents = { en: `<p>Payload: ${payload.name}</p>${payload.html}` };
      const before = await db().$count(t.promotions);
      const { status, body } = await op('POST', '/ops/promotions', promotion({ contents }));
      if (status === 200) {
        // Inert once stored: the browser's second pass finds nothing more to remove.
        expect(activeParts(body.value.contents.en)).toEqual([]);
        expect(sanitizeContent(body.value.contents.en)).toBe(body.value.contents.en);
      } else {
        expect({ name: payload.name, code: body.code }).toEqual({
          name: payload.name,
          code: 'BAD_REQUEST',
        });
        expect(await db().$count(t.promotions)).toBe(before);
        refusedCount += 1;
      }
    }
    // Only the payloads whose markup the parser sees as plain text get through (inert).
    expect(refusedCount).toBeGreaterThanOrEqual(XSS_CORPUS.length - 3);
  });

  it("accepts every seeded promotion's own rules and contents, unchanged", async () => {
    expect(new Set(seeded.map((p) => p.kind)).size).toBeGreaterThan(5);
    for (const p of seeded) {
      const { status, body } = await op('POST', '/ops/promotions/update', {
        id: p.id,
        rules: p.rules,
        titles: p.titles,
        summaries: p.summaries,
        contents: p.contents,
      });
      expect({ id: p.id, kind: p.kind, status, reason: body.value?.values?.reason }).toEqual({
        id: p.id,
        kind: p.kind,
        status: 200,
        reason: undefined,
      });
      expect(body.value.contents).toEqual(p.contents);
    }
  });
});

const mission = (fields: Record<string, unknown> = {}) => ({
  period: 'daily',
  kind: 'BET_COUNT',
  target: 3,
  rewardKind: 'cash',
  rewardAmount: 700,
  titles: text('Play three games'),
  ...fields,
});

describe('missions', () => {
  it('creates one members see, updates it, keeps what progress counts, and closes it', async () => {
    const made = await created('/ops/missions', mission());
    expect(await lastAudit()).toMatchObject({ action: 'mission.create', target: String(made.id) });
    const token = await memberToken(platform, 'opsmission01');
    const mine = async () =>
      (
        (await as(token, 'missions')).body.value as { id: number; title: string; target: number }[]
      ).find((m) => m.id === made.id);
    expect(await mine()).toMatchObject({ title: 'Play three games', target: 3, state: 'joined' });

    const update = '/ops/missions/update';
    expect(
      (await op('POST', update, { id: made.id, target: 5, titles: text('Play five') })).status,
    ).toBe(200);
    expect(await mine()).toMatchObject({ title: 'Play five', target: 5 });
    expect(await lastAudit()).toMatchObject({
      action: 'mission.update',
      before: { target: 3 },
      after: { target: 5 },
    });

    const [member] = await db()
      .select()
      .from(t.members)
      .where(eq(t.members.username, 'opsmission01'));
    await db()
      .insert(t.missionProgress)
      .values({ missionId: made.id, memberId: member!.id, period: '2026-01-01', progress: 2 });
    await refused(update, { id: made.id, kind: 'TURNOVER' }, 'INVALID_STATE', /^kind$/);
    await refused(update, { id: made.id, period: 'weekly' }, 'INVALID_STATE', /^period$/);
    await refused(update, { id: made.id, category: 'RNG' }, 'INVALID_STATE', /^category$/);

    expect((await op('POST', '/ops/missions/close', { id: made.id })).status).toBe(200);
    expect(await mine()).toBeUndefined();
    expect(await lastAudit()).toMatchObject({ action: 'mission.close', after: { enabled: false } });
    await refused('/ops/missions/close', { id: made.id }, 'INVALID_STATE', /^id$/);
    const [progress] = await db()
      .select()
      .from(t.missionProgress)
      .where(eq(t.missionProgress.missionId, made.id));
    expect(progress).toMatchObject({ progress: 2 });
    expect((await op('POST', update, { id: made.id, enabled: true })).status).toBe(200);
    expect(await mine()).toMatchObject({ title: 'Play five' });
  });

  it('changes what a mission counts only after a settlement under way, which then keeps it', async () => {
    const made = await created(
      '/ops/missions',
      mission({ kind: 'TURNOVER', category: 'RNG', target: 50_000 }),
    );
    await memberToken(platform, 'opsmission02');
    const [member] = await db()
      .select()
      .from(t.members)
      .where(eq(t.members.username, 'opsmission02'));
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun = () => undefined as void;
    const inside = new Promise<void>((resolve) => (begun = resolve));
    // A settlement that has read the missions and not yet written its progress (here: a first
    // batch with no valid turnover, then the real one after the wait)...
    const bets = (turnover: number) => ({
      category: 'RNG',
      source: 'test',
      at: new Date(),
      bets: [{ memberId: member!.id, validTurnover: turnover, stake: turnover, payout: 0 }],
    });
    const settling = db().transaction(async (tx) => {
      await settledBetRewards(tx as unknown as Db, bets(0));
      begun();
      await held;
      await settledBetRewards(tx as unknown as Db, bets(40_000));
    });
    await inside;
    // ...and meanwhile an operator makes it a count of one bet: 40,000 would complete it at once.
    let answered = false;
    const change = op('POST', '/ops/missions/update', {
      id: made.id,
      kind: 'BET_COUNT',
      target: 1,
    }).then((response) => {
      answered = true;
      return response;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
    } finally {
      release();
      await settling;
    }
    expect((await change).body.code).toBe('INVALID_STATE');
    const [row] = await db().select().from(t.missions).where(eq(t.missions.id, made.id));
    expect(row).toMatchObject({ kind: 'TURNOVER', target: 50_000 });
    const [progress] = await db()
      .select()
      .from(t.missionProgress)
      .where(eq(t.missionProgress.missionId, made.id));
    expect(progress).toMatchObject({ progress: 40_000, completedAt: null });
  });

  it.each([
    ['an unknown field', mission({ bogus: true }), /^body$/],
    ['a deposit mission of one game', mission({ kind: 'DEPOSIT', category: 'RNG' }), /^category$/],
    ['a game there is not', mission({ kind: 'TURNOVER', category: 'CASINO' }), /^category$/],
    ['a target of nothing', mission({ target: 0 }), /^target$/],
    ['a count beyond reach', mission({ target: 1_000_000 }), /^target$/],
    ['a reward of another kind', mission({ rewardKind: 'gold' }), /^rewardKind$/],
    ['a negative reward', mission({ rewardAmount: -5 }), /^rewardAmount$/],
    ['enabled as a word', mission({ enabled: 'yes' }), /^enabled$/],
    ['a period there is not', mission({ period: 'monthly' }), /^period$/],
    ['a locale the portal has not', mission({ titles: { en: 'x', es: 'y' } }), /^titles$/],
  ])('refuses to create with %s, changing nothing', async (_name, body, field) => {
    await refused('/ops/missions', body, 'BAD_REQUEST', field);
  });
});

describe('points rewards', () => {
  it('creates one members see and redeem, and takes stock changes only above what is redeemed', async () => {
    const tag = await version('points');
    const made = await created('/ops/points/rewards', {
      kind: 'BONUS',
      names: text('RM5 credit'),
      descriptions: text('Paid at once'),
      points: 100,
      amount: 500,
      stock: 2,
    });
    expect(await version('points')).toBeGreaterThan(tag);
    expect(await lastAudit()).toMatchObject({ action: 'points-reward.create' });
    const mall = async () =>
      ((await as(undefined, 'pointsRewards')).body.value as { id: number }[]).find(
        (r) => r.id === made.id,
      );
    expect(await mall()).toMatchObject({
      name: 'RM5 credit',
      points: 100,
      amount: 500,
      remaining: 2,
    });

    const token = await memberToken(platform, 'opspoints01');
    await readyToWithdraw(platform, token, 'opspoints01');
    const [member] = await db()
      .select()
      .from(t.members)
      .where(eq(t.members.username, 'opspoints01'));
    await db().transaction((tx) =>
      movePoints(tx as unknown as Db, {
        memberId: member!.id,
        delta: 1_000,
        reason: 'adjust',
        reference: 'test grant',
      }),
    );
    const redeem = () =>
      as(token, 'pointsRedeem', { rewardId: made.id, quantity: 1, password: '135790' });
    expect((await redeem()).body.value).toMatchObject({ state: 'approved', amount: 500 });
    expect(await mall()).toMatchObject({ remaining: 1 });

    const update = '/ops/points/rewards/update';
    expect(await refused(update, { id: made.id, stock: 0 }, 'BAD_REQUEST', /^stock$/)).toMatch(
      /1 already redeemed/,
    );
    await refused(update, { id: made.id, kind: 'GOODS' }, 'INVALID_STATE', /^kind$/);
    await refused(update, { id: made.id, amount: 0 }, 'BAD_REQUEST', /^amount$/);
    await refused(update, { id: made.id, image: 'javascript:alert(1)' }, 'BAD_REQUEST', /^image$/);
    await refused(update, { id: made.id, stock: '5' }, 'BAD_REQUEST', /^stock$/);
    await refused(update, { id: 999_999, stock: 5 }, 'NOT_FOUND', /^id$/);

    expect((await op('POST', update, { id: made.id, stock: 1 })).status).toBe(200);
    expect(await mall()).toMatchObject({ remaining: 0 });
    expect((await redeem()).body.code).toBe('POINTS_OUT_OF_STOCK');
    expect(
      (await op('POST', update, { id: made.id, stock: null, image: '/img/rm5.png' })).status,
    ).toBe(200);
    expect(await mall()).toMatchObject({ remaining: null });
    expect((await op('POST', update, { id: made.id, enabled: false })).status).toBe(200);
    expect(await mall()).toBeUndefined();
    expect((await redeem()).body.code).toBe('NOT_FOUND');
    expect(await lastAudit()).toMatchObject({
      action: 'points-reward.update',
      before: { enabled: true },
      after: { enabled: false },
    });
  });

  it.each([
    ['an unknown field', { bogus: 1 }, /^body$/],
    ['a kind there is not', { kind: 'CASH' }, /^kind$/],
    ['a bonus that pays nothing', { amount: 0 }, /^amount$/],
    ['a price of no points', { points: 0 }, /^points$/],
    ['a negative stock', { stock: -1 }, /^stock$/],
    ['an image from a script', { image: 'data:image/svg+xml,<svg onload=alert(1)>' }, /^image$/],
    ['names without English', { names: { ms: 'Kredit' } }, /^names$/],
  ])('refuses to create with %s, changing nothing', async (_name, fields, field) => {
    await refused(
      '/ops/points/rewards',
      {
        kind: 'BONUS',
        names: text('Credit'),
        descriptions: text('Paid at once'),
        points: 100,
        amount: 500,
        ...fields,
      },
      'BAD_REQUEST',
      field,
    );
  });
});

describe('VIP ranks', () => {
  const update = '/ops/vip/ranks/update';

  it('keeps the thresholds ordered with the neighbouring ranks, with a clear reason', async () => {
    const { body } = await op('GET', '/ops/vip/ranks');
    expect(body.value.map((r: { labelName: string }) => r.labelName)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Royal',
    ]);
    expect(
      await refused(update, { rankLevel: 3, minTurnover: 400_000 }, 'BAD_REQUEST', /^minTurnover$/),
    ).toBe(
      'rank 3 (Gold) would need less minTurnover (400,000) than rank 2 (Silver) (500,000): a higher rank never needs less',
    );
    expect(
      await refused(
        update,
        { rankLevel: 3, minDeposits: 3_000_000 },
        'BAD_REQUEST',
        /^minDeposits$/,
      ),
    ).toMatch(/^rank 4 \(Platinum\) would need less minDeposits/);
    await refused(update, { rankLevel: 3, minTurnover: null }, 'BAD_REQUEST', /^minTurnover$/);
    await refused(update, { rankLevel: 3, labelName: 'silver' }, 'BAD_REQUEST', /^labelName$/);
    await refused(update, { rankLevel: 3, labelName: ' Gold' }, 'BAD_REQUEST', /^labelName$/);
    expect(
      await refused(
        update,
        { rankLevel: 3, labelName: 'HIGH ROLLER' },
        'BAD_REQUEST',
        /^labelName$/,
      ),
    ).toBe('member label High Roller has that name');
    await refused(update, { rankLevel: 3, color: '#ffffff80' }, 'BAD_REQUEST', /^color$/);
    await refused(
      update,
      { rankLevel: 3, color: 'red;background:url(x)' },
      'BAD_REQUEST',
      /^color$/,
    );
    await refused(update, { rankLevel: 3, rebateRateBp: 5_000 }, 'BAD_REQUEST', /^rebateRateBp$/);
    await refused(update, { rankLevel: 3, rebateRateBp: '80' }, 'BAD_REQUEST', /^rebateRateBp$/);
    await refused(
      update,
      { rankLevel: 3, withdrawDailyMax: -1 },
      'BAD_REQUEST',
      /^withdrawDailyMax$/,
    );
    await refused(update, { rankLevel: 3, bogus: 1 }, 'BAD_REQUEST', /^body$/);
    await refused(update, { rankLevel: 42, rebateRateBp: 80 }, 'NOT_FOUND', /^rankLevel$/);
  });

  it('changes a rank members see, audited, and moves the vip tag', async () => {
    const tag = await version('vip');
    const changed = await op('POST', update, {
      rankLevel: 5,
      minTurnover: 90_000_000,
      rebateRateBp: 110,
      withdrawDailyMax: null,
    });
    expect(changed.body.value).toMatchObject({
      rankLevel: 5,
      minTurnover: 90_000_000,
      rebateRateBp: 110,
    });
    expect(await version('vip')).toBeGreaterThan(tag);
    const ranks = (await as(undefined, 'vipRanks')).body.value as { rankLevel: number }[];
    expect(ranks.find((r) => r.rankLevel === 5)).toMatchObject({
      minTurnover: 90_000_000,
      minDeposits: 10_000_000,
      rebateRateBp: 110,
      withdrawDailyMax: null,
    });
    expect(await lastAudit()).toMatchObject({
      operator: 'cashier3',
      action: 'vip-rank.update',
      target: '5',
      before: { minTurnover: 100_000_000, rebateRateBp: 100, withdrawDailyMax: 50_000_000 },
      after: { minTurnover: 90_000_000, rebateRateBp: 110, withdrawDailyMax: null },
    });
  });

  it('adds a rank on top only when it needs at least what the top one does', async () => {
    const legend = { labelName: 'Legend', color: '#ffffff', color2: '#111111' };
    await refused(
      '/ops/vip/ranks',
      { ...legend, minTurnover: 100, minDeposits: 100 },
      'BAD_REQUEST',
      /^minTurnover$/,
    );
    await refused(
      '/ops/vip/ranks',
      { ...legend, labelName: 'ROYAL' },
      'BAD_REQUEST',
      /^labelName$/,
    );
    const added = await created('/ops/vip/ranks', {
      ...legend,
      minTurnover: 900_000_000,
      minDeposits: 90_000_000,
      pointsRateBp: 25_000,
    });
    expect(added).toMatchObject({ rankLevel: 7, labelName: 'Legend', rebateRateBp: 0 });
    expect(await lastAudit()).toMatchObject({ action: 'vip-rank.add', target: '7', before: null });
    const ranks = (await as(undefined, 'vipRanks')).body.value as { rankLevel: number }[];
    expect(ranks.at(-1)).toMatchObject({ rankLevel: 7, labelName: 'Legend', vipService: true });
    const [row] = await db()
      .select()
      .from(t.clubLabels)
      .where(and(eq(t.clubLabels.rankLevel, 7), eq(t.clubLabels.pointsRateBp, 25_000)));
    expect(row).toBeDefined();
  });
});

/** Whatever an operator's typo or an attacker puts in a field, the answer is never a 500. */
describe('odd values', () => {
  const ODD: unknown[] = [null, [], {}, '', 'x', -1, 0, 1.5, 1e300, true, { $gt: 0 }, ['en']];
  const cases: [string, string, Record<string, unknown>][] = [
    ['/ops/promotions', 'promotion', promotion()],
    [
      '/ops/promotions',
      'raffle',
      promotion({ kind: 'RAFFLE', rules: { winners: 1, amount: 100 } }),
    ],
    ['/ops/missions', 'mission', mission()],
    [
      '/ops/points/rewards',
      'points reward',
      { kind: 'GOODS', names: text('Mug'), descriptions: text('A mug'), points: 100, stock: 5 },
    ],
    [
      '/ops/vip/ranks/update',
      'rank',
      { rankLevel: 6, minTurnover: 600_000_000, rebateRateBp: 120 },
    ],
  ];
  it.each(cases)('%s (%s): every field and rule, every odd value', async (url, _what, body) => {
    const fields = Object.keys(body).concat(
      Object.keys((body.rules ?? {}) as object).map((rule) => `rules.${rule}`),
    );
    for (const field of fields)
      for (const value of ODD) {
        const sent = structuredClone(body);
        const [top, rule] = field.split('.') as [string, string | undefined];
        if (rule) (sent[top] as Record<string, unknown>)[rule] = value;
        else sent[top] = value;
        const { status, body: answer } = await op('POST', url, sent);
        expect({ field, value, status: status < 500 ? 'ok' : answer }).toEqual({
          field,
          value,
          status: 'ok',
        });
      }
  });
});
