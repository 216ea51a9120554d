import { sql } from 'drizzle-orm';
import type { VendorLane } from '../../../lib/contract/catalogue';
import * as t from '../db/schema';
import { startTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const BANNER_GROUPS = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'lott',
  'down',
  'promotion',
  'shop',
  'help',
  'reg',
  'inhouse',
];

async function value(url: string) {
  const response = await platform.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

describe('demo catalogue', () => {
  it('has vendor lanes in the spec order, with esports split out of sports', async () => {
    const lanes: VendorLane[] = await value('/wps/game/vendor');
    expect(lanes.map((l) => l.title)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'INHOUSE',
    ]);
    const codes = (title: string) =>
      lanes.find((l) => l.title === title)!.cards.map((c) => c.vassalage);
    expect(codes('ESPORTS').sort()).toEqual(['AI', 'AV', 'IA', 'IMES', 'TF']);
    expect(codes('SPORTS')).not.toContain('AV');
    expect(codes('INHOUSE')).toEqual(['SPB']);
    expect(codes('RNG')).toContain('SPB');
  });

  it('has hundreds of games named in all seven languages', async () => {
    const { db } = platform.database;
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(t.games);
    expect(count!.n).toBeGreaterThanOrEqual(300);
    const games = await db.select().from(t.games);
    for (const game of games) {
      expect(Object.keys(game.names).sort()).toEqual([
        'en',
        'id',
        'ms',
        'pt-BR',
        'th',
        'vi',
        'zh-CN',
      ]);
      expect(game.minBet).toBeGreaterThan(0);
    }
    expect(games.some((g) => g.isHot === 1)).toBe(true);
    expect(games.some((g) => g.isGame === 'VASSALAGE')).toBe(true);
  });

  it('has banners for every group, localized', async () => {
    for (const group of BANNER_GROUPS) {
      const banners = await value(`/wps/system/banner?group=${group}&language=th`);
      expect(banners.length).toBeGreaterThan(0);
      expect(banners[0].url).toMatch(/^\/banners\/\d+\.svg$/);
    }
  });

  it('has promotions in several categories, new_player among them', async () => {
    const all = await value('/wps/promotion/list?language=en');
    expect(new Set(all.map((p: { category: string }) => p.category)).size).toBeGreaterThanOrEqual(
      4,
    );
    const newPlayer = await value('/wps/promotion/list?category=new_player');
    expect(newPlayer.length).toBeGreaterThanOrEqual(2);
    const detail = await value(`/wps/promotion/detail?id=${newPlayer[0].id}&language=vi`);
    expect(detail.id).toBe(newPlayer[0].id);
  });

  it('has announcements of every type, paged 9 at a time', async () => {
    for (const type of ['B', 'PL', 'PU', 'PR', 'H']) {
      const { list } = await value(`/wps/system/announcement?types=${type}`);
      expect(list.length).toBeGreaterThan(0);
    }
    const page = await value('/wps/system/announcement?pageNo=1&pageSize=9');
    expect(page.list).toHaveLength(9);
    expect(page.totalPages).toBeGreaterThanOrEqual(2);
  });

  it('serves generated artwork for games, vendors and banners', async () => {
    const game = await platform.app.inject({ method: 'GET', url: '/cdn/games/NOVA/nova-001.svg' });
    expect(game.statusCode).toBe(200);
    expect(game.headers['content-type']).toContain('image/svg+xml');
    expect(game.body.startsWith('<svg')).toBe(true);
    const vendor = await platform.app.inject({
      method: 'GET',
      url: '/cdn/TCG_PROD_IMAGES/RNG_LIST_VENDOR/SPB-WHITE.png',
    });
    expect(vendor.statusCode).toBe(200);
    expect(
      (await platform.app.inject({ method: 'GET', url: '/cdn/games/NOVA/../../etc/passwd' }))
        .statusCode,
    ).toBe(404);
  });
});
