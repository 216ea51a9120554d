import { sql } from 'drizzle-orm';
import { CallError } from '../../../../../lib/contract/envelope';
import type { Db } from '../../../db/client';
import { rowsOf, pgArray } from '../../../db/rows';
import type { PointsReason } from '../../../db/schema';

export type PointsMove = {
  memberId: number;
  /** Points added (> 0) or taken (< 0). */
  delta: number;
  reason: PointsReason;
  reference: string;
  idempotencyKey?: string;
};

/**
 * Moves one member's points and writes the entry that says why, in the caller's transaction. Taking
 * more than the balance is refused (POINTS_INSUFFICIENT) by the update's own condition, so two
 * redemptions at once cannot both spend the same points.
 */
export async function movePoints(tx: Db, move: PointsMove): Promise<{ balance: number }> {
  const { memberId, delta } = move;
  if (!Number.isSafeInteger(delta) || delta === 0) throw new CallError('BAD_REQUEST', 'points');
  const [row] = rowsOf<{ balance: string }>(
    await tx.execute(
      delta > 0
        ? sql`insert into member_points as p (member_id, balance) values (${memberId}, ${delta})
              on conflict (member_id) do update
                set balance = p.balance + excluded.balance, updated_at = now()
              returning p.balance`
        : sql`update member_points set balance = balance + ${delta}, updated_at = now()
               where member_id = ${memberId} and balance + ${delta} >= 0
              returning balance`,
    ),
  );
  if (!row) throw new CallError('POINTS_INSUFFICIENT');
  const balance = Number(row.balance);
  await tx.execute(sql`
    insert into points_entries (member_id, delta, balance_after, reason, reference, idempotency_key)
    values (${memberId}, ${delta}, ${balance}, ${move.reason}, ${move.reference},
            ${move.idempotencyKey ?? null})`);
  return { balance };
}

/**
 * Points earned by settled bets of one game category, in the settlement's transaction: valid
 * turnover × the category's weight × the member's rank rate ÷ the turnover one point takes,
 * rounded down per member and settlement (docs/rewards.md). One statement for the whole batch.
 */
export async function earnPoints(
  tx: Db,
  category: string,
  reference: string,
  turnover: readonly { memberId: number; validTurnover: number }[],
): Promise<void> {
  const sums = new Map<number, number>();
  for (const { memberId, validTurnover } of turnover)
    if (validTurnover > 0) sums.set(memberId, (sums.get(memberId) ?? 0) + validTurnover);
  if (sums.size === 0) return;
  const ids = [...sums.keys()].sort((a, b) => a - b);
  const amounts = ids.map((id) => sums.get(id)!);
  await tx.execute(sql`
    with rules as (
      select coalesce((points_weights ->> ${category})::bigint, 10000) as weight,
             points_turnover_per_point as per
        from brands order by id limit 1
    ), earned as (
      select r.member_id,
             (r.amount * rules.weight * coalesce(c.points_rate_bp, 10000)
               / (100000000::bigint * rules.per))::bigint as points
        from unnest(${pgArray(ids)}::int[], ${pgArray(amounts)}::bigint[])
               as r(member_id, amount)
        cross join rules
        join members m on m.id = r.member_id
        left join club_labels c on c.rank_level = m.club_rank
    ), moved as (
      insert into member_points as p (member_id, balance)
      select member_id, points from earned where points > 0 order by member_id
      on conflict (member_id) do update
        set balance = p.balance + excluded.balance, updated_at = now()
      returning p.member_id, p.balance
    )
    insert into points_entries (member_id, delta, balance_after, reason, reference)
    select e.member_id, e.points, moved.balance, 'earn', ${reference}
      from earned e join moved on moved.member_id = e.member_id`);
}
