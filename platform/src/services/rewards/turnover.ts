import { sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Valid turnover settled now counts towards every active wagering requirement of its member (the
 * rule: each settled bet's valid turnover counts once, at full weight, in every game); a
 * requirement whose progress reaches what it needs is met. Runs in the settlement's transaction.
 */
export async function addTurnoverProgress(
  tx: Db,
  turnover: readonly { memberId: number; validTurnover: number }[],
): Promise<void> {
  const sums = new Map<number, number>();
  for (const { memberId, validTurnover } of turnover)
    if (validTurnover > 0) sums.set(memberId, (sums.get(memberId) ?? 0) + validTurnover);
  if (sums.size === 0) return;
  const ids = `{${[...sums.keys()].join(',')}}`;
  const amounts = `{${[...sums.values()].join(',')}}`;
  await tx.execute(sql`
    update bonus_turnovers b
       set progress = b.progress + r.amount,
           state = case when b.progress + r.amount >= b.required then 'met' else 'active' end,
           ended_at = case when b.progress + r.amount >= b.required then now() else null end
      from unnest(${ids}::int[], ${amounts}::bigint[]) as r(member_id, amount)
     where b.member_id = r.member_id and b.state = 'active' and b.expires_at > now()`);
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
