import { desc, eq, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { RebateSummary, RebateView } from '../../../../lib/contract/rewards';
import type { RecordPage } from '../../../../lib/contract/wallet';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { rowsOf } from '../../db/rows';
import * as t from '../../db/schema';
import { addStats } from '../agent/stats';
import { dayStart, merchantDay, slotOf } from '../agent/windows';
import type { LedgerAccounts } from '../wallet/accounts';
import { payOrRefuse } from '../wallet/ledger';

type Rebate = typeof t.memberRebates.$inferSelect;

/** What a member's valid turnover since their last rebate pays at their rank's rate, up to `upTo`. */
type Accrual = { from: Date | null; upTo: Date; turnover: number; rateBp: number; amount: number };

const TRIAL = 4;

/**
 * Turnover rebates (docs/rewards.md, Rebates): a share of the member's valid turnover at their club
 * rank's rate (`club_labels.rebate_rate_bp`), paid from BONUS. The member may take what has
 * accrued at any time (manualRebate); what is left at the end of a merchant day is paid by the
 * daily job. Each rebate covers the five-minute slots after the previous one up to `to_slot`, so
 * no turnover is paid twice or missed; the slot in progress waits for the next rebate.
 */
export function createRebates(
  db: Db,
  accounts: LedgerAccounts,
  clock: () => Date = () => new Date(),
) {
  /** The member's accrual up to `upTo` (a slot boundary), read in `q` (a transaction's, to pay). */
  async function accrual(q: Db, memberId: number, upTo: Date): Promise<Accrual> {
    const [row] = rowsOf<{ from_slot: string | Date | null; turnover: string; rate: number }>(
      await q.execute(sql`
        with last as (select max(to_slot) as to_slot from member_rebates where member_id = ${memberId})
        select last.to_slot as from_slot,
               coalesce((select sum(s.valid_turnover) from member_5min_stats s
                          where s.member_id = ${memberId}
                            and (last.to_slot is null or s.slot >= last.to_slot)
                            and s.slot < ${upTo.toISOString()}::timestamptz), 0) as turnover,
               coalesce((select c.rebate_rate_bp from members m
                          join club_labels c on c.rank_level = m.club_rank
                         where m.id = ${memberId}), 0)::int as rate
          from last`),
    );
    const turnover = Number(row?.turnover ?? 0);
    const rateBp = Number(row?.rate ?? 0);
    return {
      from: row?.from_slot ? new Date(row.from_slot) : null,
      upTo,
      turnover,
      rateBp,
      amount: Math.floor((turnover * rateBp) / 10_000),
    };
  }

  /** Pays the member's accrual up to `upTo` in one transaction (the member row locked), or null. */
  async function pay(
    memberId: number,
    upTo: Date,
    kind: 'auto' | 'manual',
  ): Promise<Rebate | null> {
    const [bonus, wallet] = await Promise.all([
      accounts.system('BONUS'),
      accounts.member(memberId),
    ]);
    const now = clock();
    return db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [member] = await tx
        .select({ isAgent: t.members.isAgent })
        .from(t.members)
        .where(eq(t.members.id, memberId))
        .for('update');
      if (!member || member.isAgent === TRIAL) return null;
      const due = await accrual(tx, memberId, upTo);
      // A day whose turnover pays less than one minor unit is closed with a zero row (the job
      // would otherwise find it again every time); a member asking for nothing gets a refusal.
      if (due.amount <= 0 && (kind === 'manual' || due.turnover <= 0)) return null;
      const [created] = await tx
        .insert(t.memberRebates)
        .values({
          memberId,
          kind,
          fromSlot: due.from,
          toSlot: upTo,
          turnover: due.turnover,
          rateBp: due.rateBp,
          amount: due.amount,
          createdAt: now,
        })
        .returning();
      if (due.amount <= 0) return created!;
      const transferId = await payOrRefuse(tx, {
        idempotencyKey: `rebate:${created!.id}`,
        debitAccountId: bonus,
        creditAccountId: wallet,
        amount: due.amount,
        kind: 'rebate',
        reference: `turnover rebate ${created!.id}`,
      });
      await tx
        .update(t.memberRebates)
        .set({ transferId })
        .where(eq(t.memberRebates.id, created!.id));
      await addStats(tx, [{ memberId, at: now, rebate: due.amount }]);
      return { ...created!, transferId };
    });
  }

  const view = (r: Rebate): RebateView => ({
    id: r.id,
    kind: r.kind,
    from: r.fromSlot?.toISOString() ?? null,
    to: r.toSlot.toISOString(),
    turnover: r.turnover,
    rateBp: r.rateBp,
    amount: r.amount,
    createdAt: r.createdAt.toISOString(),
  });

  /** What the member would be paid now (complete slots only). */
  async function summary(memberId: number): Promise<RebateSummary> {
    const due = await accrual(db, memberId, slotOf(clock()));
    return {
      from: due.from?.toISOString() ?? null,
      upTo: due.upTo.toISOString(),
      turnover: due.turnover,
      rateBp: due.rateBp,
      amount: due.amount,
    };
  }

  /** The member takes the rebate accrued so far (manualRebate); REBATE_NOTHING when it is zero. */
  async function claim(memberId: number): Promise<RebateView> {
    const paid = await pay(memberId, slotOf(clock()), 'manual');
    if (!paid) throw new CallError('REBATE_NOTHING');
    return view(paid);
  }

  async function list(
    memberId: number,
    page: { pageNo: number; pageSize: number },
  ): Promise<RecordPage<RebateView>> {
    const mine = eq(t.memberRebates.memberId, memberId);
    return pageOf(
      db,
      t.memberRebates,
      mine,
      page,
      (limit, offset) =>
        db
          .select()
          .from(t.memberRebates)
          .where(mine)
          .orderBy(desc(t.memberRebates.id))
          .limit(limit)
          .offset(offset),
      view,
    );
  }

  /**
   * The daily job: every member with turnover before today's merchant midnight that no rebate
   * covers yet is paid up to that midnight. Safe to run often and on any instance holding the lock.
   */
  async function payDaily(): Promise<number> {
    const midnight = dayStart(merchantDay(clock()));
    const due = rowsOf<{ member_id: number }>(
      await db.execute(sql`
        select distinct s.member_id from member_5min_stats s
          join members m on m.id = s.member_id
          join club_labels c on c.rank_level = m.club_rank
         where s.valid_turnover > 0 and c.rebate_rate_bp > 0 and m.is_agent <> ${TRIAL}
           and s.slot < ${midnight.toISOString()}::timestamptz
           and s.slot >= coalesce((select max(r.to_slot) from member_rebates r
                                    where r.member_id = s.member_id), '-infinity'::timestamptz)
         limit 500`),
    );
    let paid = 0;
    for (const { member_id } of due) if (await pay(Number(member_id), midnight, 'auto')) paid += 1;
    return paid;
  }

  return { summary, claim, list, payDaily };
}

export type Rebates = ReturnType<typeof createRebates>;
