import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The brand's own accounts; each may go below zero (money the brand owes or is owed). */
export const SYSTEM_ACCOUNTS = [
  'HOUSE',
  'PAYMENT_PROVIDER',
  'BONUS',
  'FEES',
  'WITHDRAWAL_HOLD',
  // Free play's counterparty: trial accounts' play money comes from here and their bets settle
  // against it, so that demo play never touches the house's real results.
  'DEMO',
  // Agents' wages and dividends the platform pays at the top of a line (AGENTS.md, payer).
  'COMMISSION',
  // What points are exchanged for: conversions into cash and bonus credits of the points mall.
  'POINTS',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/** A member's main wallet; vendor wallets use the vendor's code (transfer-wallet mode). */
export const MAIN_WALLET = 'MAIN';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Ledger account ids, created on first use (concurrent first uses agree on one row). */
export function createLedgerAccounts(db: Db, currency: () => Promise<string>) {
  const systemIds = new Map<string, number>();

  async function system(code: SystemAccount): Promise<number> {
    const known = systemIds.get(code);
    if (known) return known;
    await db.execute(
      sql`insert into ledger_accounts (member_id, code, currency, allow_negative)
          values (null, ${code}, ${await currency()}, true)
          on conflict (code) where member_id is null do nothing`,
    );
    const [row] = rowsOf(
      await db.execute(
        sql`select id from ledger_accounts where member_id is null and code = ${code}`,
      ),
    );
    systemIds.set(code, Number(row!.id));
    return Number(row!.id);
  }

  // An account's id never changes: the busiest members' are remembered (a bet needs its wallet).
  const memberIds = new Map<string, number>();
  const MEMBER_IDS_KEPT = 50_000;

  async function member(memberId: number, code: string = MAIN_WALLET): Promise<number> {
    const cacheKey = `${memberId}:${code}`;
    const known = memberIds.get(cacheKey);
    if (known) return known;
    const [found] = rowsOf(
      await db.execute(
        sql`select id from ledger_accounts where member_id = ${memberId} and code = ${code}`,
      ),
    );
    if (found) {
      if (memberIds.size >= MEMBER_IDS_KEPT) memberIds.clear();
      memberIds.set(cacheKey, Number(found.id));
      return Number(found.id);
    }
    await db.execute(
      sql`insert into ledger_accounts (member_id, code, currency)
          values (${memberId}, ${code}, ${await currency()})
          on conflict (member_id, code) where member_id is not null do nothing`,
    );
    return member(memberId, code);
  }

  /** A member's wallets (main first) with their balances. */
  async function wallets(memberId: number): Promise<{ code: string; balance: number }[]> {
    await member(memberId);
    return rowsOf(
      await db.execute(
        sql`select code, balance from ledger_accounts where member_id = ${memberId}
            order by (code = ${MAIN_WALLET}) desc, code`,
      ),
    ).map((row) => ({ code: String(row.code), balance: Number(row.balance) }));
  }

  return { system, member, wallets };
}

export type LedgerAccounts = ReturnType<typeof createLedgerAccounts>;
