import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, seedRuns } from '../schema';
import { seedAccounts, seedDepositMethods, seedMemberLabels } from './accounts';
import { seedBanks } from './banks';
import { seedBrand } from './brand';
import { seedCatalogue } from './catalogue';
import { seedChat } from './chat';
import { seedLottery } from './lottery';
import { seedMissions } from './missions';
import { seedPointsMall } from './points';
import { seedVipRanks } from './vip';

/**
 * Makes a fresh database a complete demo brand. Runs once: a database that has a brand is left
 * alone, so operators' changes survive restarts. The advisory lock keeps concurrent starts apart.
 */
export async function seedDemoBrand(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7302)`);
    await seedBanks(tx as unknown as Db);
    await seedLottery(tx as unknown as Db);
    await seedChat(tx as unknown as Db);
    const existing = await tx.select({ id: brands.id }).from(brands).limit(1);
    if (existing.length > 0) {
      await seedRewards(tx as unknown as Db);
      return false;
    }
    await seedBrand(tx as unknown as Db);
    await seedCatalogue(tx as unknown as Db, now);
    await seedAccounts(tx as unknown as Db);
    await seedDepositMethods(tx as unknown as Db);
    await seedRewards(tx as unknown as Db);
    return true;
  });
}

/**
 * Rewards that came after the first brands, each given once to a database (recorded in seed_runs):
 * a brand made before them gets them on its next start, and a list its operators emptied later stays
 * empty. Each seed also leaves alone a list that has entries (a database from before seed_runs runs
 * each once more, to no effect unless its list was empty).
 */
const REWARD_SEEDS: [string, (db: Db) => Promise<void>][] = [
  ['points', seedPointsMall],
  ['missions', seedMissions],
  ['vip', seedVipRanks],
  ['labels', seedMemberLabels],
];

async function seedRewards(db: Db) {
  const done = new Set(
    (await db.select({ name: seedRuns.name }).from(seedRuns)).map((row) => row.name),
  );
  for (const [name, seed] of REWARD_SEEDS) {
    if (done.has(name)) continue;
    await seed(db);
    await db.insert(seedRuns).values({ name }).onConflictDoNothing();
  }
}
