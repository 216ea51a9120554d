/** Launching games, recent games and the betting record, on a transfer-wallet brand. */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { platformServices } from '../app';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { createBetRecords } from '../services/games/bets';
import { ledgerHealth } from '../services/wallet/ledger';
import {
  callPlatform,
  createMember,
  issueVendorSecret,
  operate,
  startTestPlatform,
  vendorCall,
  type TestPlatform,
} from '../testing';

let platform: TestPlatform;
let secret: string;
let count = 0;

const vendor = (action: string, body: object) => vendorCall(platform, secret, action, body);

/** A logged-in member with `balance` in the main wallet. */
async function member(balance: number) {
  const username = `play${++count}x${randomInt(1e6)}`;
  const row = await createMember(platform, { username, password: 'pass1234' });
  const services = platformServices.get(platform.app)!;
  if (balance > 0)
    await services.wallet.adjust(row.id, balance, 'test funds', 'test', `fund-play-${row.id}`);
  const login = await callPlatform(
    platform,
    'login',
    { username, password: 'pass1234', type: 'username' },
    { ip: `10.7.0.${count}` },
  );
  const token = login.body.value.token as string;
  const call = (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
    callPlatform(platform, name, input, { token, ip: `10.7.1.${count}` });
  return { id: row.id, call };
}

async function nodeOf(vendorCode: string, gameCode?: string) {
  const [game] = await platform.database.db
    .select()
    .from(t.games)
    .where(
      and(eq(t.games.vendor, vendorCode), gameCode ? eq(t.games.gameCode, gameCode) : undefined),
    )
    .limit(1);
  return game!;
}

const LAUNCH = { accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop' };
const launch = (m: Awaited<ReturnType<typeof member>>, nodeId: number, gameId?: string) =>
  m.call('launchGame', { ...LAUNCH, clientType: 3, nodeId, gameId });

beforeAll(async () => {
  platform = await startTestPlatform();
  secret = await issueVendorSecret(platform);
});
afterAll(() => platform.close());

describe('launch', () => {
  it('answers the vendor address on the launch CDN with a token the vendor API accepts', async () => {
    const m = await member(50_000);
    const dice = await nodeOf('SPB', 'spb-dice');
    const answer = await launch(m, dice.nodeId, 'spb-dice');
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.value.game_url, 'http://portal.test');
    expect(url.pathname).toBe('/cdn/launch/spb/spb-dice');
    expect(url.searchParams.get('lang')).toBe('ms');
    const auth = await vendor('authenticate', { launchToken: url.searchParams.get('t') });
    // Transfer wallet: the whole main balance went to the vendor's wallet.
    expect(auth.value).toMatchObject({ playerId: `p${m.id}`, balance: 50_000 });
    const wallets = (await m.call('walletBalances')).body.value.wallets;
    expect(wallets.find((w: { code: string }) => w.code === 'MAIN').balance).toBe(0);
    expect(await ledgerHealth(platform.database.db)).toMatchObject({ mismatched: 0, negative: 0 });
  });

  it('refuses a visitor, a game of a vendor without a game server, a wrong gameId', async () => {
    const dice = await nodeOf('SPB', 'spb-dice');
    const visitor = await callPlatform(platform, 'launchGame', {
      ...LAUNCH,
      clientType: 3,
      nodeId: dice.nodeId,
    });
    expect(visitor.status).toBe(401);
    const m = await member(0);
    const nova = await nodeOf('NOVA');
    expect((await launch(m, nova.nodeId)).body.code).toBe('GAME_UNAVAILABLE');
    expect((await launch(m, dice.nodeId, 'spb-slot')).body.code).toBe('BAD_REQUEST');
    expect((await launch(m, 2_000_000_000)).body.code).toBe('NOT_FOUND');
    expect((await m.call('launchGame', { nodeId: 'x' })).status).toBe(400);
  });
});

describe('launch: real money or free play', () => {
  const trial = async () => {
    const login = await callPlatform(platform, 'freePlayLogin', { os: 'linux', platform: 'W' });
    expect(login.body.value.isAgent).toBe(4);
    const token = login.body.value.token as string;
    return (nodeId: number, accountType: number) =>
      callPlatform(
        platform,
        'launchGame',
        { ...LAUNCH, accountType, clientType: 3, nodeId },
        { token, ip: '10.7.2.1' },
      );
  };

  it('refuses free play to a member (no vendor here has a demo mode): nothing moves', async () => {
    const m = await member(20_000);
    const dice = await nodeOf('SPB', 'spb-dice');
    const free = await m.call('launchGame', {
      ...LAUNCH,
      accountType: 0,
      clientType: 3,
      nodeId: dice.nodeId,
    });
    expect(free).toMatchObject({
      status: 404,
      body: { code: 'GAME_UNAVAILABLE', value: { field: 'accountType' } },
    });
    const wallets = (await m.call('walletBalances')).body.value.wallets;
    expect(wallets.find((w: { code: string }) => w.code === 'MAIN').balance).toBe(20_000);
    expect((await m.call('recentGames')).body.value.list).toEqual([]);
  });

  it('lets a trial account play for free only, and only where FREEPLAY3 is on', async () => {
    const dice = await nodeOf('SPB', 'spb-dice');
    const launchAs = await trial();
    const free = await launchAs(dice.nodeId, 0);
    expect(free.status).toBe(200);
    expect(free.body.value.game_url).toContain('/spb/spb-dice?t=');
    expect((await launchAs(dice.nodeId, 1)).body.code).toBe('TRIAL_ACCOUNT');
    await operate(platform, '/ops/flags', { modId: 'FREEPLAY3', enabled: '0' });
    try {
      expect(await launchAs(dice.nodeId, 0)).toMatchObject({
        status: 403,
        body: { code: 'TRIAL_ACCOUNT' },
      });
    } finally {
      await operate(platform, '/ops/flags', { modId: 'FREEPLAY3', enabled: '1' });
    }
    expect((await launchAs(dice.nodeId, 0)).status).toBe(200);
  });

  it('picks the launch CDN at random from the brand list', async () => {
    const { db } = platform.database;
    const saved = await db.select().from(t.cdns).where(eq(t.cdns.kind, 'launch'));
    const hosts = ['cdn-a.example', 'cdn-b.example', 'cdn-c.example'];
    await db.delete(t.cdns).where(eq(t.cdns.kind, 'launch'));
    await db.insert(t.cdns).values(hosts.map((h) => ({ kind: 'launch', url: `https://${h}/g/` })));
    try {
      const m = await member(0);
      const dice = await nodeOf('SPB', 'spb-dice');
      const used = new Set<string>();
      for (let i = 0; i < 30; i += 1) {
        const url = new URL((await launch(m, dice.nodeId)).body.value.game_url);
        expect(hosts).toContain(url.host);
        expect(url.pathname).toBe('/g/spb/spb-dice');
        used.add(url.host);
      }
      // All 30 on one of three would happen once in 3^29 runs.
      expect(used.size).toBeGreaterThan(1);
    } finally {
      await db.delete(t.cdns).where(eq(t.cdns.kind, 'launch'));
      await db.insert(t.cdns).values(saved.map(({ kind, url }) => ({ kind, url })));
    }
  });
});

describe('launch: gameId or roomId', () => {
  it("opens a room of the vendor's room list, and says which field is wrong", async () => {
    const m = await member(0);
    const [slot, crash] = await Promise.all([
      nodeOf('SPB', 'spb-slot'),
      nodeOf('SPB', 'spb-crash'),
    ]);
    const byRoom = (nodeId: number, input: Record<string, unknown>) =>
      m.call('launchGame', { ...LAUNCH, clientType: 3, nodeId, ...input });
    const room = await byRoom(slot.nodeId, { roomId: 'spb-crash', vassalage: 'SPB' });
    expect(new URL(room.body.value.game_url, 'http://x').pathname).toBe(
      '/cdn/launch/spb/spb-crash',
    );
    expect((await m.call('recentGames')).body.value.list[0].nodeId).toBe(crash.nodeId);

    const refusal = async (nodeId: number, input: Record<string, unknown>) =>
      (await byRoom(nodeId, input)).body as { code: string; value: { field?: string } | null };
    expect(await refusal(slot.nodeId, { roomId: 'spb-poker' })).toMatchObject({
      code: 'NOT_FOUND',
      value: { field: 'roomId' },
    });
    expect(await refusal(slot.nodeId, { roomId: 'spb-crash', gameId: 'spb-slot' })).toMatchObject({
      code: 'BAD_REQUEST',
      value: { field: 'roomId' },
    });
    expect(await refusal(slot.nodeId, { vassalage: 'NOVA' })).toMatchObject({
      code: 'BAD_REQUEST',
      value: { field: 'vassalage' },
    });
    // A hall's room resolves, though this vendor has no game server to open it on.
    const [hall] = (await callPlatform(platform, 'roomList', { vassalage: 'KING' })).body.value
      .rooms;
    const king = await nodeOf('KING');
    expect((await refusal(king.nodeId, { roomId: hall.roomId })).code).toBe('GAME_UNAVAILABLE');
    expect((await refusal(king.nodeId, { roomId: 'king-none' })).code).toBe('NOT_FOUND');
  });
});

describe('recent games', () => {
  it('lists launched games newest first, each once, paged', async () => {
    const m = await member(0);
    const [slot, dice, crash] = await Promise.all(
      ['spb-slot', 'spb-dice', 'spb-crash'].map((code) => nodeOf('SPB', code)),
    );
    for (const game of [slot!, dice!, slot!, crash!]) await launch(m, game.nodeId);
    const all = (await m.call('recentGames', { pageSize: 10 })).body.value;
    expect(all.list.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'spb-crash',
      'spb-slot',
      'spb-dice',
    ]);
    const second = (await m.call('recentGames', { pageSize: 2, pageNo: 2 })).body.value;
    expect(second).toMatchObject({ totalPages: 2, pageNo: 2 });
    expect(second.list.map((g: { gameCode: string }) => g.gameCode)).toEqual(['spb-dice']);
  });

  it("lists one vendor's games when asked with vassalage (and the spec's clientType)", async () => {
    const m = await member(0);
    const dice = await nodeOf('SPB', 'spb-dice');
    const nova = await nodeOf('NOVA');
    await launch(m, dice.nodeId);
    // NOVA has no game server: its launch is recorded as an operator's session would be.
    await platformServices.get(platform.app)!.vendorWallet.issueLaunch(m.id, 'NOVA', nova.nodeId);
    const codes = async (input: Record<string, unknown>) =>
      (await m.call('recentGames', { clientType: 3, ...input })).body.value.list.map(
        (g: { gameCode: string }) => g.gameCode,
      );
    expect(await codes({})).toEqual([nova.gameCode, 'spb-dice']);
    expect(await codes({ vassalage: 'SPB' })).toEqual(['spb-dice']);
    expect(await codes({ vassalage: 'NOVA' })).toEqual([nova.gameCode]);
    const none = (await m.call('recentGames', { vassalage: 'JADE' })).body.value;
    expect(none).toMatchObject({ list: [], totalPages: 1 });
    expect((await m.call('recentGames', { vassalage: 'NO%VA' })).status).toBe(400);
  });
});

describe('betting record', () => {
  it('shows each bet with its result, filtered, with totals over every match', async () => {
    const m = await member(10_000);
    const dice = await nodeOf('SPB', 'spb-dice');
    const url = new URL((await launch(m, dice.nodeId)).body.value.game_url, 'http://x');
    const { playerId } = (await vendor('authenticate', { launchToken: url.searchParams.get('t') }))
      .value;
    const bet = (id: string, amount: number) =>
      vendor('debit', { playerId, txnId: id, roundId: `r-${id}`, amount, gameCode: 'spb-dice' });
    await bet(`won-${m.id}`, 100);
    await vendor('credit', {
      playerId,
      txnId: `won-${m.id}-w`,
      roundId: `r-won-${m.id}`,
      betTxnId: `won-${m.id}`,
      amount: 250,
    });
    await bet(`lost-${m.id}`, 200);
    await vendor('credit', {
      playerId,
      txnId: `lost-${m.id}-w`,
      roundId: `r-lost-${m.id}`,
      betTxnId: `lost-${m.id}`,
      amount: 0,
    });
    await bet(`open-${m.id}`, 300);
    await bet(`void-${m.id}`, 400);
    await vendor('rollback', { playerId, txnId: `void-${m.id}-rb`, betTxnId: `void-${m.id}` });

    const all = (await m.call('betRecords', { language: 'en' })).body.value;
    expect(all.totals).toEqual({ count: 4, stake: 1_000, win: 650, net: -350 });
    const byId = Object.fromEntries(all.list.map((b: { betId: string }) => [b.betId, b]));
    expect(byId[`won-${m.id}`]).toMatchObject({
      status: 'won',
      stake: 100,
      win: 250,
      gameName: 'Lucky Dice',
      vendorName: 'SPB Originals',
      roundId: `r-won-${m.id}`,
    });
    expect(byId[`lost-${m.id}`]).toMatchObject({ status: 'lost', win: 0 });
    expect(byId[`open-${m.id}`]).toMatchObject({ status: 'pending', settledTime: null });
    expect(byId[`void-${m.id}`]).toMatchObject({ status: 'cancelled', win: 400 });

    const won = (await m.call('betRecords', { status: 'won' })).body.value;
    expect(won.totals).toEqual({ count: 1, stake: 100, win: 250, net: 150 });
    const paged = (await m.call('betRecords', { pageSize: 3, pageNo: 2 })).body.value;
    expect(paged).toMatchObject({ totalPages: 2, pageNo: 2 });
    expect(paged.list).toHaveLength(1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const none = (await m.call('betRecords', { from: tomorrow })).body.value;
    expect(none.totals.count).toBe(0);
    expect((await m.call('betRecords', { vendor: 'NOVA' })).body.value.list).toEqual([]);
    expect((await m.call('betRecords', { status: 'nope' })).status).toBe(400);
    for (const from of ['2026-13-45x', '2026-13-45', '2026-02-30'])
      expect((await m.call('betRecords', { from })).status).toBe(400);
  });
});

describe('betting record days', () => {
  it('cuts days at UTC midnight, whatever the database session time zone', async () => {
    const m = await member(1_000);
    const dice = await nodeOf('SPB', 'spb-dice');
    const url = new URL((await launch(m, dice.nodeId)).body.value.game_url, 'http://x');
    const { playerId } = (await vendor('authenticate', { launchToken: url.searchParams.get('t') }))
      .value;
    const { db } = platform.database;
    const placed = async (id: string, at: string) => {
      await vendor('debit', { playerId, txnId: id, roundId: `r-${id}`, amount: 10 });
      await db
        .update(t.vendorTransactions)
        .set({ createdAt: new Date(at) })
        .where(and(eq(t.vendorTransactions.vendor, 'SPB'), eq(t.vendorTransactions.txnId, id)));
    };
    const late = `late-${m.id}`;
    const early = `early-${m.id}`;
    await placed(late, '2025-03-09T23:30:00Z');
    await placed(early, '2025-03-10T00:30:00Z');
    const days = {
      ninth: { from: '2025-03-09', to: '2025-03-09' },
      tenth: { from: '2025-03-10', to: '2025-03-10' },
      both: { from: '2025-03-09', to: '2025-03-10' },
    };
    const expected = { ninth: [late], tenth: [early], both: [early, late] };
    const ids = (page: { list: { betId: string }[] }) => page.list.map((b) => b.betId);

    for (const [day, range] of Object.entries(days))
      expect(ids((await m.call('betRecords', range)).body.value)).toEqual(
        expected[day as keyof typeof days],
      );
    // Kuala Lumpur is UTC+8: cut at its midnights, both bets would fall on the 10th.
    for (const [day, range] of Object.entries(days)) {
      const page = await db.transaction(async (tx) => {
        await tx.execute(sql`set local time zone 'Asia/Kuala_Lumpur'`);
        const zone = await tx.execute(sql`select current_setting('TimeZone') as zone`);
        expect((zone as unknown as { rows: { zone: string }[] }).rows[0]!.zone).toBe(
          'Asia/Kuala_Lumpur',
        );
        return createBetRecords(tx as unknown as Db).list(m.id, range, 'en');
      });
      expect(ids(page)).toEqual(expected[day as keyof typeof days]);
      expect(page.list.map((b) => b.betTime).sort()).toEqual(
        expected[day as keyof typeof days]
          .map((id) => (id === late ? '2025-03-09T23:30:00.000Z' : '2025-03-10T00:30:00.000Z'))
          .sort(),
      );
    }
  });
});

describe('popular games and rooms', () => {
  it('lists 20 lottery games, the most launched first', async () => {
    const m = await member(0);
    const [lottery] = await platform.database.db
      .select()
      .from(t.games)
      .where(eq(t.games.category, 'LOTT'))
      .orderBy(t.games.sort)
      .limit(3)
      .offset(2);
    // Popularity counts launches: one recorded launch puts this game first.
    await platformServices
      .get(platform.app)!
      .vendorWallet.issueLaunch(m.id, lottery!.vendor, lottery!.nodeId);
    const popular = await callPlatform(platform, 'popularGames', { language: 'en' });
    expect(popular.status).toBe(200);
    expect(popular.body.value.length).toBeLessThanOrEqual(20);
    expect(popular.body.value[0].nodeId).toBe(lottery!.nodeId);
    expect(
      popular.body.value.every((g: { gameType: string }) => ['LOTT', 'ELOTT'].includes(g.gameType)),
    ).toBe(true);
    const five = await callPlatform(platform, 'popularGames', { count: 5 });
    expect(five.body.value).toHaveLength(5);
    expect((await callPlatform(platform, 'popularGames', { count: 500 })).status).toBe(400);
  });

  it("lists a vendor hall's rooms", async () => {
    const rooms = (await callPlatform(platform, 'roomList', { vassalage: 'KING', language: 'en' }))
      .body.value.rooms;
    expect(rooms.length).toBeGreaterThan(5);
    expect(rooms[0]).toEqual(
      expect.objectContaining({
        roomId: expect.stringMatching(/^king-/),
        nodeId: expect.any(Number),
      }),
    );
    expect(
      (await callPlatform(platform, 'roomList', { vassalage: 'NOPE' })).body.value.rooms,
    ).toEqual([]);
  });
});
