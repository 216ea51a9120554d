import { sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { Db } from '../../db/client';
import { rowsOf, pgArray } from '../../db/rows';

/**
 * Valid turnover of one game category settled now counts towards every active wagering
 * requirement of its member, at the requirement's weight for that category (`weights`: basis
 * points by category, `*` for the others, 10000 when absent); a requirement whose progress
 * reaches what it needs is met. Runs in the settlement's transaction.
 */
export async function addTurnoverProgress(
  tx: Db,
  category: string,
  turnover: readonly { memberId: number; validTurnover: number }[],
): Promise<void> {
  const sums = new Map<number, number>();
  for (const { memberId, validTurnover } of turnover)
    if (validTurnover > 0) sums.set(memberId, (sums.get(memberId) ?? 0) + validTurnover);
  if (sums.size === 0) return;
  const ids = pgArray([...sums.keys()]);
  const amounts = pgArray([...sums.values()]);
  await tx.execute(sql`
    with counted as (
      select b.id,
             r.amount * coalesce((b.weights ->> ${category})::bigint,
                                 (b.weights ->> '*')::bigint, 10000) / 10000 as amount
        from unnest(${ids}::int[], ${amounts}::bigint[]) as r(member_id, amount)
        join bonus_turnovers b on b.member_id = r.member_id
       where b.state = 'active' and b.expires_at > now()
    )
    update bonus_turnovers b
       set progress = b.progress + c.amount,
           state = case when b.progress + c.amount >= b.required then 'met' else 'active' end,
           ended_at = case when b.progress + c.amount >= b.required then now() else null end
      from counted c
     where b.id = c.id and c.amount > 0`);
}

/**
 * What a member still has to wager before withdrawing: the largest shortfall of its active
 * requirements (an expired one counts until it has been forfeited, which withdrawals do first).
 */
export async function turnoverShortfall(db: Db, memberId: number): Promise<number> {
  const [row] = rowsOf<{ short: string | null }>(
    await db.execute(sql`
      select max(required - progress) as short from bonus_turnovers
       where member_id = ${memberId} and state = 'active'`),
  );
  return Number(row?.short ?? 0);
}

/** Refuses a withdrawal while a bonus's wagering requirement is short (TURNOVER_UNMET). */
export async function assertTurnoverMet(db: Db, memberId: number): Promise<void> {
  const short = await turnoverShortfall(db, memberId);
  if (short > 0)
    throw new CallError('TURNOVER_UNMET', 'wagering requirement', { values: { short } });
}
