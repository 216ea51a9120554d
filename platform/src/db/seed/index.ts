import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { brands } from '../schema';
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

/** Rewards that came after the first brands: filled when empty on every start. */
async function seedRewards(db: Db) {
  await seedPointsMall(db);
  await seedMissions(db);
  await seedVipRanks(db);
  await seedMemberLabels(db);
}
