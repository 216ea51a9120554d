/** The versions the portals watch to revalidate their page caches (migration 0030). */
import { sql } from 'drizzle-orm';
import { CACHE_TAGS } from '../../../lib/contract/cache-tags';
import { operate, startTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

async function versions(): Promise<Record<string, number>> {
  const response = await platform.app.inject({ method: 'GET', url: '/cache/versions' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().versions;
}

/** The tags whose versions moved between two readings. */
const moved = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after)
    .filter((tag) => after[tag] !== before[tag])
    .sort();

describe('GET /cache/versions', () => {
  it('has a version for every cache tag the portal uses, and no others', async () => {
    expect(Object.keys(await versions()).sort()).toEqual(Object.values(CACHE_TAGS).sort());
  });

  it('moves only the tags a change feeds, once per statement, whoever makes it', async () => {
    let before = await versions();
    await operate(platform, '/ops/flags', { modId: 'FREEPLAY3', enabled: '0' });
    let after = await versions();
    expect(moved(before, after)).toEqual(['brand']);
    expect(after.brand).toBe(before.brand! + 1);

    before = after;
    await operate(platform, '/ops/announcements', {
      type: 'B',
      titles: { en: 'Cache test' },
      contents: { en: '<p>cache</p>' },
    });
    after = await versions();
    expect(moved(before, after)).toEqual(['announcements']);

    // Straight in the database (a CLI, a migration, another instance): the triggers see it too.
    before = after;
    const db = platform.database.db;
    await db.execute(sql`update games set sort = sort where category = 'RNG'`);
    await db.execute(sql`update vendors set sort = sort`);
    await db.execute(sql`update promotions set sort = sort`);
    await db.execute(sql`update club_labels set rank_level = rank_level`);
    after = await versions();
    expect(moved(before, after)).toEqual(['games', 'points', 'promotions', 'vendors', 'vip']);
    expect(after.games).toBe(before.games! + 2);
  });

  it('does not move for a change rolled back', async () => {
    const before = await versions();
    await expect(
      platform.database.db.transaction(async (tx) => {
        await tx.execute(sql`update banners set sort = sort`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await versions()).toEqual(before);
  });
});
