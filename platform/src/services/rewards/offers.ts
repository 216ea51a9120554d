import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { merchantDay } from '../agent/windows';
import { inAudienceSql } from './audience';

/**
 * What the balance says about promotions (spec section 3): whether the referral programme runs
 * (REFERRAL, which decides the invite-friends entry) and how many promotions are open to claim
 * that the member has not claimed this period (or, raffles, joined). One query.
 */
export async function balanceOffers(db: Db, memberId: number, now: Date) {
  const at = now.toISOString();
  const [row] = rowsOf<{ referral: boolean; open: number }>(
    await db.execute(sql`
      select exists (select 1 from promotions where kind = 'REFERRAL' and start_at <= ${at}::timestamptz
                       and (end_at is null or end_at > ${at}::timestamptz)) as referral,
             (select count(*)::int from promotions p
               where p.kind not in ('INFO', 'REFERRAL') and p.start_at <= ${at}::timestamptz
                 and (p.end_at is null or p.end_at > ${at}::timestamptz)
                 and not exists (select 1 from promotion_claims c
                                  where c.promotion_id = p.id and c.member_id = ${memberId}
                                    and c.period = case when p.kind in ('FIRST_DEPOSIT', 'REWARD')
                                                        then 'once' else ${merchantDay(now)} end)
                 and not exists (select 1 from raffle_entries e
                                  where e.promotion_id = p.id and e.member_id = ${memberId})
                 and ${inAudienceSql(sql`p.rules`, memberId, sql`me.club_rank`)}
             ) as open
        from (select m.club_rank from members m where m.id = ${memberId}) me`),
  );
  return { referral: Boolean(row?.referral), open: Number(row?.open ?? 0) };
}
