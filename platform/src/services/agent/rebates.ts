import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf, pgArray } from '../../db/rows';
import { transferMany, type BatchTransfer } from '../wallet/ledger';
import { addStats } from './stats';

/** One settled bet's turnover, by bettor. */
export type SettledStake = { memberId: number; turnover: number };

/**
 * Each upline i of a bettor earns stake × (g_i − g_{i−1}) ÷ 2000 (AGENTS.md, rebate chain), where
 * g_{i−1} is the group of the member below it. Kept exact in ten-thousandths of a minor unit
 * (÷ 2000 = × 5 ÷ 10,000). A group below the one beneath it (never set that way) earns nothing.
 */
export function chainRebates(
  stake: number,
  groups: readonly { id: number; group: number }[],
): Map<number, number> {
  const out = new Map<number, number>();
  const [bettor, ...uplines] = groups;
  if (!bettor) return out;
  let below = bettor.group;
  for (const up of uplines) {
    const gap = up.group - below;
    if (gap > 0) out.set(up.id, (out.get(up.id) ?? 0) + stake * gap * 5);
    below = Math.max(below, up.group);
  }
  return out;
}

/** Ids of a path, top first ("1.5.9" → [1, 5, 9]). */
const idsOf = (path: string) => path.split('.').map(Number);

/**
 * Accrues the uplines' rebates of a batch of settled bets under `source` (a lottery issue, a vendor
 * bet), in the caller's transaction: the bets' own update and this accrual commit together.
 */
export async function accrueRebates(
  tx: Db,
  source: string,
  stakes: readonly SettledStake[],
): Promise<void> {
  const bettors = [...new Set(stakes.filter((s) => s.turnover > 0).map((s) => s.memberId))];
  if (bettors.length === 0) return;
  const lines = new Map(
    rowsOf<{ id: number; path: string }>(
      await tx.execute(sql`select id, path::text as path from members
        where id = any(${pgArray(bettors)}::int[]) and nlevel(path) > 1`),
    ).map((r) => [Number(r.id), idsOf(r.path)]),
  );
  if (lines.size === 0) return;
  const everyone = [...new Set([...lines.values()].flat())];
  const groups = new Map(
    rowsOf<{ id: number; prize_group: number }>(
      await tx.execute(sql`select id, prize_group from members
        where id = any(${pgArray(everyone)}::int[])`),
    ).map((r) => [Number(r.id), Number(r.prize_group)]),
  );
  const accrued = new Map<number, number>();
  for (const { memberId, turnover } of stakes) {
    const line = lines.get(memberId);
    if (!line || turnover <= 0) continue;
    const upward = [...line].reverse().map((id) => ({ id, group: groups.get(id) ?? 0 }));
    for (const [id, e4] of chainRebates(turnover, upward))
      accrued.set(id, (accrued.get(id) ?? 0) + e4);
  }
  if (accrued.size === 0) return;
  await tx.execute(sql`
    insert into agent_rebate_accruals as a (source, member_id, amount_e4)
    select ${source}, member_id, amount_e4
      from json_to_recordset(${JSON.stringify(
        [...accrued].map(([member_id, amount_e4]) => ({ member_id, amount_e4 })),
      )}::json) as r(member_id int, amount_e4 bigint)
    order by member_id
    on conflict (source, member_id) do update set amount_e4 = a.amount_e4 + excluded.amount_e4
    where a.posted_at is null`);
}

/** Ten-thousandths to minor units, half up (AGENTS.md: rounded half-up per member and issue). */
export const roundE4 = (e4: number) => Math.floor((e4 + 5_000) / 10_000);

/**
 * Pays a source's accrued rebates: one ledger transfer per member from the house, keyed
 * `agent:rebate:{source}:{member}`, in the caller's transaction; a rerun finds nothing unposted.
 */
export async function postRebates(
  tx: Db,
  source: string,
  house: number,
  at: Date,
): Promise<number> {
  const due = rowsOf<{ member_id: number; amount_e4: string; wallet: number | null }>(
    await tx.execute(sql`
      update agent_rebate_accruals a set posted_at = ${at.toISOString()}::timestamptz
       where a.source = ${source} and a.posted_at is null
      returning a.member_id, a.amount_e4,
        (select id from ledger_accounts w where w.member_id = a.member_id and w.code = 'MAIN') as wallet`),
  );
  const paid = due
    .map((r) => ({
      memberId: Number(r.member_id),
      amount: roundE4(Number(r.amount_e4)),
      wallet: r.wallet,
    }))
    .filter((r) => r.amount > 0);
  const missing = paid.filter((r) => r.wallet === null).map((r) => r.memberId);
  if (missing.length > 0) {
    await tx.execute(sql`insert into ledger_accounts (member_id, code, currency)
      select m, 'MAIN', (select currency from ledger_accounts where id = ${house})
        from unnest(${pgArray(missing)}::int[]) as m
      on conflict (member_id, code) where member_id is not null do nothing`);
    const made = new Map(
      rowsOf<{ id: number; member_id: number }>(
        await tx.execute(sql`select id, member_id from ledger_accounts
          where code = 'MAIN' and member_id = any(${pgArray(missing)}::int[])`),
      ).map((r) => [Number(r.member_id), Number(r.id)]),
    );
    for (const r of paid) r.wallet ??= made.get(r.memberId)!;
  }
  const batch: BatchTransfer[] = paid.map((r) => ({
    idempotencyKey: `agent:rebate:${source}:${r.memberId}`,
    debitAccountId: house,
    creditAccountId: Number(r.wallet),
    amount: r.amount,
    kind: 'rebate',
    reference: source,
  }));
  await transferMany(tx, batch);
  await addStats(
    tx,
    paid.map((r) => ({ memberId: r.memberId, at, agentRebate: r.amount })),
  );
  return paid.reduce((sum, r) => sum + r.amount, 0);
}
