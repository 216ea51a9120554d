import { createGamesService } from '../services/games';
import { and, eq, sql } from 'drizzle-orm';
import type { Game, GamePage } from '../../../lib/contract/catalogue';
import type { Announcement, Banner } from '../../../lib/contract/system';
import * as t from '../db/schema';
import { callPlatform, createMember, startTestPlatform, type TestPlatform } from '../testing';

type Row = typeof t.games.$inferSelect;

let platform: TestPlatform;
let esports: string[];
beforeAll(async () => {
  platform = await startTestPlatform();
  const [brand] = await platform.database.db.select().from(t.brands);
  esports = brand!.esportsVassalages;
});
afterAll(() => platform.close());

async function get(url: string) {
  const response = await platform.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

async function list(query: string): Promise<GamePage> {
  const { status, body } = await get(`/wps/game/list?${query}`);
  expect(status).toBe(200);
  return body.value;
}

/** Every page of a list, 200 at a time. */
async function allPages(query: string): Promise<Game[]> {
  const first = await list(`${query}&pageSize=200`);
  const games = [...first.games];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo++)
    games.push(...(await list(`${query}&pageSize=200&pageNo=${pageNo}`)).games);
  expect(games).toHaveLength(first.total);
  return games;
}

/** The expected answer, worked out in plain code from every playable game of the database. */
async function expected(filter: (row: Row) => boolean): Promise<number[]> {
  const { db } = platform.database;
  const rows = await db
    .select({ game: t.games })
    .from(t.games)
    .innerJoin(t.vendors, eq(t.vendors.code, t.games.vendor))
    .where(and(eq(t.games.enabled, true), eq(t.vendors.enabled, true)));
  return rows
    .map((r) => r.game)
    .filter(filter)
    .sort((a, b) => a.sort - b.sort || a.nodeId - b.nodeId)
    .map((g) => g.nodeId);
}

const ids = (games: Game[]) => games.map((g) => g.nodeId);
const named = (text: string) => (row: Row) =>
  Object.values(row.names).some((name) => name.toLowerCase().includes(text.toLowerCase()));

describe('game list', () => {
  it('pages a category 42 at a time in list order, with the total and the page count', async () => {
    const all = await expected((g) => g.category === 'RNG');
    const first = await list('gameType=RNG');
    expect(first).toMatchObject({ pageNo: 1, total: all.length });
    expect(first.totalPages).toBe(Math.ceil(all.length / 42));
    expect(first.games).toHaveLength(42);
    const lastSize = all.length - 42 * (first.totalPages - 1);
    expect(lastSize).toBeGreaterThan(0);
    expect(lastSize).toBeLessThan(42);
    const seen: number[] = [];
    for (let pageNo = 1; pageNo <= first.totalPages; pageNo++) {
      const page = await list(`gameType=RNG&pageNo=${pageNo}`);
      expect(page).toMatchObject({ pageNo, total: all.length, totalPages: first.totalPages });
      expect(page.games).toHaveLength(pageNo < first.totalPages ? 42 : lastSize);
      seen.push(...ids(page.games));
    }
    expect(seen).toEqual(all);
    const past = await list(`gameType=RNG&pageNo=${first.totalPages + 1}`);
    expect(past).toMatchObject({ games: [], total: all.length });
  });

  it('maps a game in the asked language, falling back to English', async () => {
    const [game] = (await list('gameType=RNG&vassalage=NOVA&language=th')).games;
    const [row] = await platform.database.db
      .select()
      .from(t.games)
      .where(eq(t.games.nodeId, game!.nodeId));
    expect(game).toEqual({
      nodeId: row!.nodeId,
      vassalage: 'NOVA',
      gameType: 'RNG',
      gameId: row!.gameCode,
      gameCode: row!.gameCode,
      code: row!.gameCode,
      gameName: row!.names.th,
      isGame: 'GAME',
      isHot: row!.isHot,
      defaultPlayType: null,
      accountTypeName: null,
      vendor: 'NOVA',
      minBet: row!.minBet,
      lines: row!.lines,
      image: `/games/NOVA/${row!.gameCode}.svg`,
    });
    await platform.database.db.insert(t.games).values({
      vendor: 'OCEAN',
      category: 'FISH',
      gameCode: 'english-only',
      names: { en: 'Lonely Shark' },
      minBet: 10,
    });
    const fish = await list('gameType=FISH&gameName=lonely&language=vi');
    expect(fish.games.map((g) => g.gameName)).toEqual(['Lonely Shark']);
  });

  it('filters by vendor, classification, budget and lines', async () => {
    const check = async (query: string, filter: (row: Row) => boolean, some = true) => {
      const category = new URLSearchParams(query).get('gameType');
      const want = await expected((g) => g.category === category && filter(g));
      expect(want.length > 0).toBe(some);
      expect(ids(await allPages(query))).toEqual(want);
    };
    await check('gameType=RNG&vassalage=NOVA', (g) => g.vendor === 'NOVA');
    await check('gameType=PVP&gameClassify=CARD', (g) => g.gameClassify === 'CARD');
    await check('gameType=PVP&gameClassify=SLOT', () => false, false);
    // minBet is the player's budget: the games that can be played with at most this much.
    await check('gameType=RNG&minBet=20', (g) => g.minBet <= 20);
    await check('gameType=RNG&minBet=0', () => false, false);
    await check('gameType=RNG&minLineNum=243', (g) => g.lines >= 243);
    await check(
      'gameType=RNG&vassalage=LUMEN&minBet=50&minLineNum=30',
      (g) => g.vendor === 'LUMEN' && g.minBet <= 50 && g.lines >= 30,
    );
    expect(await list('gameType=RNG&minBet=0')).toEqual({
      games: [],
      total: 0,
      totalPages: 1,
      pageNo: 1,
    });
  });

  it('finds a name in any language, in any case, answering in the asked language', async () => {
    const [row] = await platform.database.db
      .select()
      .from(t.games)
      .where(and(eq(t.games.vendor, 'NOVA'), eq(t.games.gameCode, 'nova-005')));
    const english = row!.names.en!.split(' ')[1]!.toUpperCase();
    const inThai = await list(`gameType=RNG&language=th&gameName=${encodeURIComponent(english)}`);
    expect(ids(inThai.games)).toEqual(
      await expected((g) => g.category === 'RNG' && named(english)(g)),
    );
    expect(inThai.games.find((g) => g.nodeId === row!.nodeId)?.gameName).toBe(row!.names.th);
    const thai = encodeURIComponent(row!.names.th!);
    const inEnglish = await list(`gameType=RNG&language=en&gameName=${thai}`);
    expect(inEnglish.games.map((g) => g.gameName)).toContain(row!.names.en);
  });

  it('takes % and _ in a search literally', async () => {
    await platform.database.db.insert(t.games).values({
      vendor: 'NOVA',
      category: 'RNG',
      gameCode: 'hundred',
      names: { en: '100% Reels', th: '100% วงล้อ' },
      minBet: 10,
    });
    for (const text of ['%25', '100%25', '0%25%20R'])
      expect((await list(`gameType=RNG&gameName=${text}`)).games.map((g) => g.gameCode)).toEqual([
        'hundred',
      ]);
    for (const text of ['_', '1_0', '%25%25', '%5C'])
      expect((await list(`gameType=RNG&gameName=${text}`)).total).toBe(0);
  });

  it('splits the esports vendors out of sports', async () => {
    const sports = await list('gameType=SPORTS');
    const esportsPage = await list('gameType=ESPORTS');
    expect(ids(esportsPage.games)).toEqual(
      await expected((g) => g.category === 'SPORTS' && esports.includes(g.vendor)),
    );
    expect(ids(sports.games)).toEqual(
      await expected((g) => g.category === 'SPORTS' && !esports.includes(g.vendor)),
    );
    expect(esportsPage.games.every((g) => g.gameType === 'ESPORTS')).toBe(true);
    expect(sports.games.every((g) => g.gameType === 'SPORTS')).toBe(true);
    expect(sports.total).toBeGreaterThan(0);
    expect(esportsPage.total).toBe(esports.length);
  });

  it('leaves out disabled games and the games of disabled vendors', async () => {
    const { db } = platform.database;
    const before = await list('gameType=RNG');
    const [first] = before.games;
    const orbit = await expected((g) => g.vendor === 'ORBIT' && g.category === 'RNG');
    expect(orbit.length).toBeGreaterThan(0);
    await db.update(t.games).set({ enabled: false }).where(eq(t.games.nodeId, first!.nodeId));
    await db.update(t.vendors).set({ enabled: false }).where(eq(t.vendors.code, 'ORBIT'));
    try {
      const after = await list('gameType=RNG');
      expect(after.total).toBe(before.total - 1 - orbit.length);
      expect(ids(after.games)).not.toContain(first!.nodeId);
      expect((await list('gameType=RNG&vassalage=ORBIT')).total).toBe(0);
    } finally {
      await db.update(t.games).set({ enabled: true }).where(eq(t.games.nodeId, first!.nodeId));
      await db.update(t.vendors).set({ enabled: true }).where(eq(t.vendors.code, 'ORBIT'));
    }
    // Lists read a copy of the catalogue that every change, made anywhere, makes stale at once.
    expect((await list('gameType=RNG')).total).toBe(before.total);
    // Another instance (no notifications: it reads the version on every list, as on PostgreSQL),
    // and on PGlite one more in this process, told of changes by the version trigger's NOTIFY.
    const elsewhere = createGamesService({ db });
    const notified = createGamesService(platform.database);
    // A listener that could not start: it reads the version on every list instead.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const deaf = createGamesService({ db, listen: () => Promise.reject(new Error('no LISTEN')) });
    expect((await deaf.list({ gameType: 'RNG', gameName: 'freshly' }, [], 'en')).total).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no LISTEN'));
    warn.mockRestore();
    expect((await notified.list({ gameType: 'RNG', gameName: 'freshly' }, [], 'en')).total).toBe(0);
    const name = { en: 'Freshly Added Slot', ms: 'Slot Baharu' };
    expect((await elsewhere.list({ gameType: 'RNG', gameName: 'freshly' }, [], 'en')).total).toBe(
      0,
    );
    await db.insert(t.games).values({
      vendor: 'ORBIT',
      category: 'RNG',
      gameCode: 'fresh-1',
      names: name,
      minBet: 10,
    });
    try {
      expect((await list('gameType=RNG&gameName=FRESHLY')).total).toBe(1);
      const found = await elsewhere.list({ gameType: 'RNG', gameName: 'slot baharu' }, [], 'ms');
      expect(found.games.map((g) => g.gameName)).toEqual(['Slot Baharu']);
      expect((await notified.list({ gameType: 'RNG', gameName: 'freshly' }, [], 'en')).total).toBe(
        1,
      );
      expect((await deaf.list({ gameType: 'RNG', gameName: 'freshly' }, [], 'en')).total).toBe(1);
    } finally {
      await db.delete(t.games).where(eq(t.games.gameCode, 'fresh-1'));
    }
    expect((await elsewhere.list({ gameType: 'RNG', gameName: 'freshly' }, [], 'en')).total).toBe(
      0,
    );
    expect((await notified.list({ gameType: 'RNG', gameName: 'freshly' }, [], 'en')).total).toBe(0);
  });
});

describe('hot games', () => {
  it('lists at most 24 hot games, each game once, esports vendors under ESPORTS', async () => {
    const { list: hot } = (await get('/wps/game/hot?language=en')).body.value as { list: Game[] };
    expect(hot.length).toBe(24);
    expect(hot.every((g) => g.isHot === 1)).toBe(true);
    expect(new Set(hot.map((g) => `${g.vendor}/${g.gameCode}`)).size).toBe(hot.length);
    expect(hot.filter((g) => g.gameCode === 'spb-slot').map((g) => g.gameType)).toEqual([
      'INHOUSE',
    ]);
    const av = (await get('/wps/game/hot?vassalage=AV')).body.value.list as Game[];
    expect(av.length).toBeGreaterThan(0);
    expect(av.every((g) => g.vendor === 'AV' && g.gameType === 'ESPORTS')).toBe(true);
    const nova = (await get('/wps/game/hot?vassalage=NOVA')).body.value.list as Game[];
    expect(nova.map((g) => g.nodeId)).toEqual(
      await expected((g) => g.vendor === 'NOVA' && g.isHot === 1),
    );
    expect(nova.every((g) => g.gameType === 'RNG')).toBe(true);
  });
});

describe('notices', () => {
  it('gathers the newest player and popup notices, home banners and promotions, localized', async () => {
    const { db } = platform.database;
    const now = Date.now();
    const titled = (i: number) => ({ en: `Notice ${i}`, th: `ประกาศ ${i}` });
    await db.insert(t.announcements).values(
      Array.from({ length: 6 }, (_, i) => ({
        type: i < 4 ? 'PL' : 'PU',
        titles: titled(i),
        contents: titled(i),
        publishedAt: new Date(now - i * 60_000),
      })),
    );
    const promotion = (title: string, startAt: number, endAt: number | null) => ({
      category: 'daily',
      titles: { en: title, th: `${title} (th)` },
      summaries: { en: title },
      contents: { en: title },
      startAt: new Date(startAt),
      endAt: endAt === null ? null : new Date(endAt),
    });
    await db
      .insert(t.promotions)
      .values([
        promotion('Fresh', now - 60_000, null),
        promotion('Over', now - 3_600_000, now - 1000),
        promotion('Not yet', now + 3_600_000, null),
      ]);
    const th = (await get('/wps/system/notice?language=th')).body.value as {
      player: Announcement[];
      banners: Banner[];
      popup: Announcement[];
      promotion: { title: string }[];
    };
    expect(th.player).toHaveLength(5);
    expect(th.player.map((a) => a.title).slice(0, 4)).toEqual(
      [0, 1, 2, 3].map((i) => `ประกาศ ${i}`),
    );
    expect(th.player.every((a) => a.type === 'PL')).toBe(true);
    expect(th.popup).toHaveLength(3);
    expect(th.popup.every((a) => a.type === 'PU')).toBe(true);
    for (const notices of [th.player, th.popup]) {
      const times = notices.map((a) => a.timestamp);
      expect(times).toEqual([...times].sort().reverse());
    }
    expect(th.banners).toEqual((await get('/wps/system/banner?group=home&language=th')).body.value);
    expect(th.promotion).toHaveLength(3);
    expect(th.promotion[0]!.title).toBe('Fresh (th)');
    expect(th.promotion.map((p) => p.title)).not.toContain('Over (th)');
    expect(th.promotion.map((p) => p.title)).not.toContain('Not yet (th)');
    const en = (await get('/wps/system/notice?language=en')).body.value;
    expect(en.player[0].title).toBe('Notice 0');
    expect(en.banners[0].title).not.toBe(th.banners[0]!.title);
  });
});

describe('bad input', () => {
  it.each([
    'gameType=NOPE',
    'pageNo=1',
    'gameType=RNG&pageSize=1000',
    'gameType=RNG&pageNo=0',
    'gameType=RNG&minBet=-1',
    'gameType=RNG&minBet=1e99',
    'gameType=RNG&minLineNum=1.5',
    'gameType=RNG&gameName=a%00b',
    'gameType=RNG&vassalage=NO%00VA',
    'gameType=RNG&gameType=LIVE',
  ])('refuses %s with BAD_REQUEST', async (query) => {
    const { status, body } = await get(`/wps/game/list?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST', value: null });
  });

  it('refuses a hot list for a malformed vendor', async () => {
    expect((await get('/wps/game/hot?vassalage=%00')).body.code).toBe('BAD_REQUEST');
  });
});

describe("the spec's client fields", () => {
  it('takes clientType, platform, channel and merchant, refusing another merchant', async () => {
    const plain = await list('gameType=RNG&language=en');
    const spec = 'clientType=3&platform=html5-desktop&channel=WEB&merchant=nova88';
    expect(await list(`gameType=RNG&language=en&${spec}`)).toEqual(plain);
    const other = await get('/wps/game/list?gameType=RNG&merchant=other88');
    expect(other).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', value: { field: 'merchant' } },
    });
    for (const bad of ['platform=psp', 'platform=flash,', 'clientType=x', 'channel=W%00B'])
      expect((await get(`/wps/game/list?gameType=RNG&${bad}`)).status).toBe(400);
  });

  it("takes the hot list's merchantCode, isPlatform 2 and platform 'flash,html5-desktop'", async () => {
    const plain = (await get('/wps/game/hot?language=en')).body.value;
    const spec = 'merchantCode=nova88&isPlatform=2&platform=flash%2Chtml5-desktop';
    expect((await get(`/wps/game/hot?language=en&${spec}`)).body.value).toEqual(plain);
    const other = await get('/wps/game/hot?merchantCode=other88');
    expect(other).toMatchObject({ status: 400, body: { value: { field: 'merchantCode' } } });
    expect((await get('/wps/game/hot?isPlatform=20')).status).toBe(400);
  });
});

// Last in the file: it grows this file's scratch catalogue for good.
describe('a large catalogue', () => {
  beforeAll(async () => {
    // One statement for all 10,000 games; their sorts interleave with the demo games'.
    await platform.database.db.execute(sql`
      insert into games (vendor, category, game_code, names, is_hot, min_bet, lines, sort)
      select case when n % 2 = 0 then 'NOVA' else 'LUMEN' end, 'RNG', 'bulk-' || n,
        jsonb_build_object('en', 'Bulk Game ' || n, 'th', 'เกมจำนวนมาก ' || n),
        case when n % 97 = 0 then 1 else 0 end, (array[10, 20, 50, 100])[n % 4 + 1],
        (array[9, 20, 243, 1024])[n % 3 + 1], n % 50
      from generate_series(1, 10000) as n`);
  });

  it('still pages, counts and searches correctly', async () => {
    const all = await expected((g) => g.category === 'RNG');
    expect(all.length).toBeGreaterThan(10_000);
    const first = await list('gameType=RNG');
    expect(first).toMatchObject({ total: all.length, totalPages: Math.ceil(all.length / 42) });
    const last = await list(`gameType=RNG&pageNo=${first.totalPages}`);
    expect(last.games).toHaveLength(all.length - 42 * (first.totalPages - 1));
    expect(ids(last.games)).toEqual(all.slice(-last.games.length));
    const middle = await list('gameType=RNG&pageNo=120');
    expect(ids(middle.games)).toEqual(all.slice(119 * 42, 120 * 42));
    const wide = await list('gameType=RNG&pageNo=7&pageSize=200&vassalage=NOVA');
    const nova = await expected((g) => g.category === 'RNG' && g.vendor === 'NOVA');
    expect(ids(wide.games)).toEqual(nova.slice(1200, 1400));
    const thai = 'จำนวนมาก 999';
    const search = await list(`gameType=RNG&language=en&gameName=${encodeURIComponent(thai)}`);
    expect(search.total).toBe(11); // 999 and 9990 to 9999
    expect(ids(search.games)).toEqual(await expected(named(thai)));
    expect(search.games.every((g) => /^Bulk Game 999\d?$/.test(g.gameName))).toBe(true);
    // Needles under three characters scan every game; longer ones only the games holding their
    // rarest run of three (built from every language's name), each still checked whole.
    for (const needle of ['9', 'e9', 'game 12', 'BULK GAME 4', 'k g', 'ame 9990', 'zzq', 'จำนวน']) {
      const rng = (row: Row) => row.category === 'RNG' && named(needle)(row);
      const found = await list(`gameType=RNG&pageSize=200&gameName=${encodeURIComponent(needle)}`);
      const want = await expected(rng);
      expect({ needle, total: found.total }).toEqual({ needle, total: want.length });
      expect(ids(found.games)).toEqual(want.slice(0, 200));
    }
    expect((await get('/wps/game/hot')).body.value.list).toHaveLength(24);
  });
});

describe('favourites', () => {
  it('adds, lists with the id list, and removes a member’s favourite games', async () => {
    await createMember(platform, { username: 'fan00001', password: 'pass1234' });
    const token = (
      await callPlatform(platform, 'login', {
        username: 'fan00001',
        password: 'pass1234',
        type: 'username',
      })
    ).body.value.token;
    const page = await callPlatform(platform, 'gameList', { gameType: 'RNG', pageSize: 3 });
    const [a, b] = page.body.value.games;
    const call = (
      name: 'favouriteAdd' | 'favouriteRemove' | 'favouriteList',
      input: Record<string, unknown> = {},
    ) => callPlatform(platform, name, input, { token });
    expect((await callPlatform(platform, 'favouriteList', {})).status).toBe(401);
    await call('favouriteAdd', { nodeId: a.nodeId, vendor: a.vendor, gameType: 'RNG' });
    await call('favouriteAdd', { nodeId: b.nodeId, vendor: b.vendor, gameType: 'RNG' });
    await call('favouriteAdd', { nodeId: b.nodeId, vendor: b.vendor, gameType: 'RNG' });
    const listed = (await call('favouriteList')).body.value;
    expect(listed.ids.sort()).toEqual([a.nodeId, b.nodeId].sort());
    expect(listed.content.map((g: { gameName: string }) => g.gameName)).toEqual(
      expect.arrayContaining([a.gameName, b.gameName]),
    );
    expect(
      (await call('favouriteAdd', { nodeId: a.nodeId, vendor: 'WRONG', gameType: 'RNG' })).body
        .code,
    ).toBe('NOT_FOUND');
    // The spec's constants are taken (and narrow nothing: favourites span every category).
    const spec = (await call('favouriteList', { platform: 'flash', gameType: 'RNG' })).body.value;
    expect(spec).toEqual(listed);
    expect((await call('favouriteList', { gameType: 'NOPE' })).status).toBe(400);
    await call('favouriteRemove', { nodeId: a.nodeId, vendor: a.vendor, gameType: 'RNG' });
    expect((await call('favouriteList')).body.value.ids).toEqual([b.nodeId]);
  });
});
