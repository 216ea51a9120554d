import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { ReferralInfo } from '../../../../lib/contract/rewards';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { rowsOf, pgArray } from '../../db/rows';
import * as t from '../../db/schema';
import { addStats } from '../agent/stats';
import { payOrRefuse } from '../wallet/ledger';
import { maskAccount } from './winners';

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const TRIAL = 4;

type Program = { id: number; rules: t.PromotionRules };

/** The running REFERRAL promotion (its rules say what referrers earn), or null when none runs. */
export async function referralProgram(q: Db, now: Date): Promise<Program | null> {
  const [row] = await q
    .select({ id: t.promotions.id, rules: t.promotions.rules })
    .from(t.promotions)
    .where(
      and(
        eq(t.promotions.kind, 'REFERRAL'),
        sql`${t.promotions.startAt} <= ${now.toISOString()}::timestamptz`,
        sql`(${t.promotions.endAt} is null or ${t.promotions.endAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(t.promotions.sort), asc(t.promotions.id))
    .limit(1);
  return row ?? null;
}

/** A ledger account's id inside a transaction (made on first use; PGlite has one connection). */
async function accountIn(tx: Db, memberId: number | null, code: string): Promise<number> {
  await tx.execute(
    memberId === null
      ? sql`insert into ledger_accounts (member_id, code, currency, allow_negative)
            select null, ${code}, currency, true from brands order by id limit 1
            on conflict (code) where member_id is null do nothing`
      : sql`insert into ledger_accounts (member_id, code, currency)
            select ${memberId}, ${code}, currency from brands order by id limit 1
            on conflict (member_id, code) where member_id is not null do nothing`,
  );
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(
      memberId === null
        ? sql`select id from ledger_accounts where member_id is null and code = ${code}`
        : sql`select id from ledger_accounts where member_id = ${memberId} and code = ${code}`,
    ),
  );
  return Number(row!.id);
}

/** Pays a referrer for one friend's stage, once (the unique key), from BONUS, in `tx`. */
async function pay(
  tx: Db,
  at: Date,
  friend: { id: number; referredBy: number },
  stage: 'deposit' | 'turnover',
  amount: number,
) {
  if (amount <= 0) return;
  const [reward] = await tx
    .insert(t.referralRewards)
    .values({ referrerId: friend.referredBy, refereeId: friend.id, stage, amount, createdAt: at })
    .onConflictDoNothing()
    .returning();
  if (!reward) return;
  const transferId = await payOrRefuse(tx, {
    idempotencyKey: `referral:${reward.id}`,
    debitAccountId: await accountIn(tx, null, 'BONUS'),
    creditAccountId: await accountIn(tx, friend.referredBy, 'MAIN'),
    amount,
    kind: 'bonus',
    reference: `referral ${friend.id} ${stage}`,
  });
  await tx.update(t.referralRewards).set({ transferId }).where(eq(t.referralRewards.id, reward.id));
  await addStats(tx, [{ memberId: friend.referredBy, at, promotions: amount }]);
}

/** A referred member's first confirmed deposit: their referrer earns once it qualifies. */
export async function referralFirstDeposit(tx: Db, at: Date, memberId: number, amount: number) {
  const [friend] = await tx
    .select({ id: t.members.id, referredBy: t.members.referredBy })
    .from(t.members)
    .where(eq(t.members.id, memberId));
  if (!friend?.referredBy) return;
  const program = await referralProgram(tx, at);
  if (!program || amount < (program.rules.minDeposit ?? 0)) return;
  await pay(
    tx,
    at,
    { id: friend.id, referredBy: friend.referredBy },
    'deposit',
    program.rules.amount ?? 0,
  );
}

/**
 * Settled turnover of referred members: a friend whose valid turnover since registering reaches
 * the target earns their referrer the turnover reward, once. Runs in the settlement's transaction
 * (services/agent/stats.ts); one query when none of the members was referred.
 */
export async function referralTurnover(tx: Db, at: Date, memberIds: readonly number[]) {
  if (memberIds.length === 0) return;
  const friends = rowsOf<{ id: number; referred_by: number; turnover: string }>(
    await tx.execute(sql`
      select m.id, m.referred_by,
             (select coalesce(sum(valid_turnover), 0) from member_daily_stats s
               where s.member_id = m.id) as turnover
        from members m
       where m.id = any(${pgArray(memberIds)}::int[]) and m.referred_by is not null
         and not exists (select 1 from referral_rewards r
                          where r.referee_id = m.id and r.stage = 'turnover')`),
  );
  if (friends.length === 0) return;
  const program = await referralProgram(tx, at);
  const target = program?.rules.turnoverTarget ?? 0;
  if (!program || target <= 0) return;
  for (const f of friends)
    if (Number(f.turnover) >= target)
      await pay(
        tx,
        at,
        { id: Number(f.id), referredBy: Number(f.referred_by) },
        'turnover',
        program.rules.turnoverReward ?? 0,
      );
}

/** The member a referral code belongs to (active, not a trial account), or null. */
export async function referrerOf(db: Db, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: t.members.id })
    .from(t.members)
    .where(
      and(
        eq(t.members.referralCode, code.trim().toUpperCase()),
        eq(t.members.status, 'active'),
        sql`${t.members.isAgent} <> ${TRIAL}`,
      ),
    );
  return row?.id ?? null;
}

/** Invite friends (docs/rewards.md, Referrals): a member's code, the rules and their friends. */
export function createReferrals(db: Db, clock: () => Date = () => new Date()) {
  /** The member's code, made on first ask (a collision tries another). */
  async function codeOf(memberId: number): Promise<string> {
    const [member] = await db.select().from(t.members).where(eq(t.members.id, memberId));
    if (!member || member.isAgent === TRIAL) throw new CallError('TRIAL_ACCOUNT');
    if (member.referralCode) return member.referralCode;
    for (let attempt = 0; ; attempt += 1) {
      const code = Array.from(
        { length: CODE_LENGTH },
        () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
      ).join('');
      try {
        const [set] = await db
          .update(t.members)
          .set({ referralCode: code })
          .where(and(eq(t.members.id, memberId), sql`${t.members.referralCode} is null`))
          .returning({ code: t.members.referralCode });
        if (set?.code) return set.code;
        return codeOf(memberId);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }

  async function info(memberId: number): Promise<ReferralInfo> {
    const program = await referralProgram(db, clock());
    const code = await codeOf(memberId);
    const rows = rowsOf<{
      username: string;
      created_at: string | Date;
      deposited: boolean;
      turnover: string;
      earned: string;
    }>(
      await db.execute(sql`
        select m.username, m.created_at,
               exists (select 1 from deposits d where d.member_id = m.id
                         and d.status = 'confirmed') as deposited,
               (select coalesce(sum(valid_turnover), 0) from member_daily_stats s
                 where s.member_id = m.id) as turnover,
               (select coalesce(sum(amount), 0) from referral_rewards r
                 where r.referee_id = m.id) as earned
          from members m
         where m.referred_by = ${memberId}
         order by m.id desc
         limit 200`),
    );
    const rules = program?.rules ?? {};
    const target = rules.turnoverTarget ?? 0;
    const friends = rows.map((r) => ({
      player: maskAccount(r.username),
      registeredAt: new Date(r.created_at).toISOString(),
      deposited: Boolean(r.deposited),
      turnover: target > 0 ? Math.min(Number(r.turnover), target) : Number(r.turnover),
      earned: Number(r.earned),
    }));
    return {
      code,
      enabled: program !== null,
      rules: {
        minDeposit: rules.minDeposit ?? 0,
        depositReward: rules.amount ?? 0,
        turnoverTarget: target,
        turnoverReward: rules.turnoverReward ?? 0,
      },
      friends,
      earned: friends.reduce((sum, f) => sum + f.earned, 0),
    };
  }

  return { info, codeOf };
}

export type Referrals = ReturnType<typeof createReferrals>;
