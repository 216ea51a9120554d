import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/src/db/client';
import { openScratchDatabase } from '../platform/src/db/scratch';
import * as t from '../platform/src/db/schema';
import { createLedgerAccounts } from '../platform/src/services/wallet/accounts';
import { ledgerHealth, transfer } from '../platform/src/services/wallet/ledger';
import { createTransferQueue } from '../platform/src/services/wallet/ledger-batch';
import { rate } from './bench-rate';

const WALLETS = 1000;
const LANES = 8;

type LedgerFigures = { driver: string; transfers: number; hot: number; baseline: number };

/**
 * Ledger transfers per second (through the group commit, LANES callers at a time) across many
 * wallets and on one hot wallet, on one database, against
 * a baseline of plain one-row inserts measured on the same database in the same run.
 */
async function benchOn(seconds: number, databaseUrl: string | null): Promise<LedgerFigures> {
  const database = await openScratchDatabase(databaseUrl);
  const db: Db = database.db;
  try {
    const members = await db
      .insert(t.members)
      .values(
        Array.from({ length: WALLETS }, (_, i) => ({ username: `bench${i}`, passwordHash: 'x' })),
      )
      .returning({ id: t.members.id });
    const accounts = createLedgerAccounts(db, async () => 'MYR');
    const house = await accounts.system('HOUSE');
    const wallets: number[] = [];
    for (const member of members) wallets.push(await accounts.member(member.id));
    for (const [i, wallet] of wallets.entries())
      await transfer(db, {
        idempotencyKey: `fund-${i}`,
        debitAccountId: house,
        creditAccountId: wallet,
        amount: 1e9,
        kind: 'deposit',
      });

    const baseline = await rate(seconds, LANES, (_, i) =>
      db.execute(
        sql`insert into outbox (channel, recipient, body) values ('sms', ${`b${i}`}, 'bench')`,
      ),
    );
    // Transfers go as the wallet sends them: through the group commit.
    const ledger = createTransferQueue(db);
    const spread = await rate(seconds, LANES, (_, i) => {
      const from = wallets[randomInt(WALLETS)]!;
      let to = wallets[randomInt(WALLETS)]!;
      if (to === from) to = house;
      return ledger.transfer({
        idempotencyKey: `spread-${i}`,
        debitAccountId: from,
        creditAccountId: to,
        amount: 1 + randomInt(100),
        kind: 'transfer',
      });
    });
    const hot = wallets[0]!;
    const hotRate = await rate(seconds, LANES, (_, i) =>
      ledger.transfer({
        idempotencyKey: `hot-${i}`,
        debitAccountId: wallets[1 + randomInt(WALLETS - 1)]!,
        creditAccountId: hot,
        amount: 1,
        kind: 'bet',
      }),
    );
    const health = await ledgerHealth(db);
    if (health.mismatched || health.negative || health.unbalanced || health.total)
      throw new Error(`ledger invariants broken: ${JSON.stringify(health)}`);
    console.log(
      `ledger on ${database.driver}: baseline insert ${baseline}/s, transfers ${spread}/s, hot wallet ${hotRate}/s`,
    );
    return { driver: database.driver, transfers: spread, hot: hotRate, baseline };
  } finally {
    await database.close();
  }
}

/**
 * The ledger on the embedded database always, and on PostgreSQL too when DATABASE_URL is set; each
 * figure is keyed by driver, with its ratio to that database's own insert baseline.
 */
export async function benchLedger(seconds: number) {
  const runs = [await benchOn(seconds, null)];
  if (process.env.DATABASE_URL) runs.push(await benchOn(seconds, process.env.DATABASE_URL));
  const by = (pick: (run: LedgerFigures) => number) =>
    Object.fromEntries(runs.map((run) => [run.driver, pick(run)]));
  const ratio = (a: number, b: number) => Number((a / b).toFixed(3));
  return {
    ledger_tps: by((r) => r.transfers),
    ledger_hot_tps: by((r) => r.hot),
    ledger_baseline_insert_tps: by((r) => r.baseline),
    ledger_ratio: by((r) => ratio(r.transfers, r.baseline)),
    ledger_hot_ratio: by((r) => ratio(r.hot, r.baseline)),
  };
}
