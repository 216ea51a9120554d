import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type {
  BonusTurnover,
  PromotionClaimView,
  PromotionState,
} from '../../../../lib/contract/rewards';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import * as t from '../../db/schema';
import { addStats } from '../agent/stats';
import { merchantDay, dayStart } from '../agent/windows';
import type { LedgerAccounts } from '../wallet/accounts';
import { payOrRefuse, transfer } from '../wallet/ledger';
import { inAudienceSql } from './audience';

const DAY_MS = 86_400_000;
/** A raffle's prize is one claim per member, for the draw. */
const RAFFLE_PERIOD = 'raffle';
/** How long a wagering requirement runs when the promotion does not say. */
const DEFAULT_VALID_DAYS = 30;

type Promotion = typeof t.promotions.$inferSelect;
type Claim = typeof t.promotionClaims.$inferSelect;

/** What a claim would pay now, or why it cannot be made (an error code the member reads). */
type Offer =
  | { ok: true; period: string; amount: number; deposit: { id: number; amount: number } | null }
  | { ok: false; code: 'PROMOTION_NOT_ELIGIBLE' | 'PROMOTION_CLOSED' };

const notEligible = { ok: false, code: 'PROMOTION_NOT_ELIGIBLE' } as const;

/** Kinds a member claims: text-only promotions and the referral programme (paid by itself) are not. */
export const isClaimable = (kind: t.PromotionKind) => kind !== 'INFO' && kind !== 'REFERRAL';

/**
 * Requirements past their date that were not met end as forfeited: the bonus still in the main
 * wallet (up to the bonus) goes back to BONUS, as a ledger movement of its own.
 */
export async function forfeitExpiredBonuses(
  db: Db,
  accounts: LedgerAccounts,
  memberId: number,
  now: Date,
) {
  const expired = await db
    .select()
    .from(t.bonusTurnovers)
    .where(
      and(
        eq(t.bonusTurnovers.memberId, memberId),
        eq(t.bonusTurnovers.state, 'active'),
        sql`${t.bonusTurnovers.expiresAt} <= ${now.toISOString()}::timestamptz`,
      ),
    );
  if (expired.length === 0) return;
  const [bonus, wallet] = await Promise.all([accounts.system('BONUS'), accounts.member(memberId)]);
  for (const row of expired) {
    await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [still] = await tx
        .select()
        .from(t.bonusTurnovers)
        .where(and(eq(t.bonusTurnovers.id, row.id), eq(t.bonusTurnovers.state, 'active')))
        .for('update');
      if (!still) return;
      const [balance] = await tx
        .select({ balance: t.ledgerAccounts.balance })
        .from(t.ledgerAccounts)
        .where(eq(t.ledgerAccounts.id, wallet));
      const taken = Math.min(still.bonus, Number(balance?.balance ?? 0));
      let forfeitTransferId: number | null = null;
      if (taken > 0) {
        const moved = await transfer(tx, {
          idempotencyKey: `promo:forfeit:${still.id}`,
          debitAccountId: wallet,
          creditAccountId: bonus,
          amount: taken,
          kind: 'bonus_forfeit',
          reference: `claim ${still.claimId}`,
        });
        // Spent meanwhile: the requirement stays active (and blocks withdrawals) until the next try.
        if (moved.status !== 'done' && moved.status !== 'replayed') return;
        forfeitTransferId = moved.transferId;
      }
      await tx
        .update(t.bonusTurnovers)
        .set({ state: 'forfeited', endedAt: now, forfeitTransferId })
        .where(eq(t.bonusTurnovers.id, still.id));
    });
  }
}

/**
 * The promotion engine (docs/rewards.md): claims of deposit bonuses, check-ins and rewards, each
 * once per period, paid from the BONUS account with its wagering requirement in one transaction.
 */
export function createPromotions(
  db: Db,
  accounts: LedgerAccounts,
  clock: () => Date = () => new Date(),
) {
  const running = (p: Promotion, now: Date) =>
    p.startAt <= now && (p.endAt === null || p.endAt > now);

  /** Confirmed deposits of a member, oldest first (`since`: from that instant on). */
  async function deposits(q: Db, memberId: number, since?: Date) {
    return q
      .select({ id: t.deposits.id, amount: t.deposits.amount, at: t.deposits.decidedAt })
      .from(t.deposits)
      .where(
        and(
          eq(t.deposits.memberId, memberId),
          eq(t.deposits.status, 'confirmed'),
          since ? sql`${t.deposits.decidedAt} >= ${since.toISOString()}::timestamptz` : undefined,
        ),
      )
      .orderBy(asc(t.deposits.decidedAt), asc(t.deposits.id));
  }

  function depositBonus(p: Promotion, deposit: { id: number; amount: number } | undefined) {
    const { percentBp = 0, cap = Number.MAX_SAFE_INTEGER, minDeposit = 1 } = p.rules;
    if (!deposit || deposit.amount < minDeposit) return 0;
    return Math.min(Math.floor((deposit.amount * percentBp) / 10_000), cap);
  }

  /** The period one claim of `p` covers at `now`: once ever, the raffle's draw, or the merchant day. */
  const periodOf = (p: Promotion, now: Date) =>
    p.kind === 'FIRST_DEPOSIT' || p.kind === 'REWARD'
      ? 'once'
      : p.kind === 'RAFFLE'
        ? RAFFLE_PERIOD
        : merchantDay(now);

  /** Whether the member is in the promotion's audience (`inAudienceSql`; neither rule: everyone). */
  async function inAudience(q: Db, p: Promotion, memberId: number) {
    const { minRank, labels } = p.rules;
    if (minRank === undefined && labels === undefined) return true;
    const rules = sql`${JSON.stringify({ minRank, labels })}::jsonb`;
    const [row] = rowsOf<{ ok: boolean }>(
      await q.execute(sql`select ${inAudienceSql(rules, memberId, sql`m.club_rank`)} as ok
                            from members m where m.id = ${memberId}`),
    );
    return row?.ok === true;
  }

  /**
   * What `memberId` may claim (or, for a raffle, join with) of `p` at `now`: the period, the
   * amount and the deposit it is for.
   */
  async function offer(q: Db, p: Promotion, memberId: number, now: Date): Promise<Offer> {
    if (!running(p, now)) return { ok: false, code: 'PROMOTION_CLOSED' };
    if (!(await inAudience(q, p, memberId))) return notEligible;
    const period = periodOf(p, now);
    const todayStart = () => dayStart(merchantDay(now));
    switch (p.kind) {
      case 'FIRST_DEPOSIT': {
        const [first] = await deposits(q, memberId);
        const amount = depositBonus(p, first);
        // The first deposit must have come while the promotion ran.
        if (!first || amount <= 0 || (first.at && first.at < p.startAt)) return notEligible;
        return { ok: true, period, amount, deposit: first };
      }
      case 'DAILY_RELOAD': {
        const [first] = await deposits(q, memberId, todayStart());
        const amount = depositBonus(p, first);
        if (!first || amount <= 0) return notEligible;
        return { ok: true, period, amount, deposit: first };
      }
      case 'CHECK_IN': {
        const { amount = 0, minDeposit = 0 } = p.rules;
        const todays = await deposits(q, memberId, todayStart());
        const deposited = todays.reduce((sum, d) => sum + d.amount, 0);
        if (amount <= 0 || deposited < minDeposit) return notEligible;
        return { ok: true, period, amount, deposit: null };
      }
      case 'REWARD': {
        const { amount = 0 } = p.rules;
        if (amount <= 0) return notEligible;
        return { ok: true, period, amount, deposit: null };
      }
      case 'RAFFLE': {
        // Deposits confirmed while the raffle runs reach `minDeposit` (0 when absent).
        const { amount = 0, minDeposit = 0 } = p.rules;
        const since = await deposits(q, memberId, p.startAt);
        const deposited = since.reduce((sum, d) => sum + d.amount, 0);
        if (amount <= 0 || deposited < minDeposit) return notEligible;
        return { ok: true, period, amount, deposit: null };
      }
      case 'LOSS_REBATE': {
        // Yesterday's net loss (turnover settled minus what it paid), claimed today.
        const { percentBp = 0, cap = Number.MAX_SAFE_INTEGER, minLoss = 1 } = p.rules;
        const yesterday = merchantDay(new Date(now.getTime() - DAY_MS));
        const [row] = await q
          .select({
            loss: sql<string>`coalesce(sum(${t.memberDailyStats.turnover} - ${t.memberDailyStats.payout}), 0)`,
          })
          .from(t.memberDailyStats)
          .where(
            and(
              eq(t.memberDailyStats.memberId, memberId),
              sql`${t.memberDailyStats.day} = ${yesterday}::date`,
            ),
          );
        const loss = Number(row?.loss ?? 0);
        const amount = Math.min(Math.floor((loss * percentBp) / 10_000), cap);
        if (loss < minLoss || amount <= 0) return notEligible;
        return { ok: true, period, amount, deposit: null };
      }
      default:
        return notEligible;
    }
  }

  /** The BONUS account and a member's main wallet, looked up before a transaction uses them. */
  const ledgerOf = (memberId: number) =>
    Promise.all([accounts.system('BONUS'), accounts.member(memberId)]);

  /** Pays an issued claim from BONUS and opens its wagering requirement, in `tx`. */
  async function issue(
    tx: Db,
    [bonus, wallet]: [number, number],
    p: Promotion,
    claim: Claim,
    depositAmount: number,
    now: Date,
  ) {
    const transferId = await payOrRefuse(tx, {
      idempotencyKey: `promo:claim:${claim.id}`,
      debitAccountId: bonus,
      creditAccountId: wallet,
      amount: claim.amount,
      kind: 'bonus',
      reference: `promotion ${p.id}`,
    });
    await tx
      .update(t.promotionClaims)
      .set({ state: 'issued', transferId, decidedAt: now })
      .where(eq(t.promotionClaims.id, claim.id));
    await addStats(tx, [{ memberId: claim.memberId, at: now, promotions: claim.amount }]);
    const multiple = p.rules.turnoverMultiple ?? 0;
    const required = (depositAmount + claim.amount) * multiple;
    if (required > 0)
      await tx.insert(t.bonusTurnovers).values({
        memberId: claim.memberId,
        claimId: claim.id,
        bonus: claim.amount,
        required,
        weights: p.rules.weights ?? {},
        createdAt: now,
        expiresAt: new Date(now.getTime() + (p.rules.validDays ?? DEFAULT_VALID_DAYS) * DAY_MS),
      });
  }

  /** A claimable promotion, read in `q` (`share`: its row held until `q`'s transaction ends). */
  async function promotion(q: Db, id: number, lock?: 'share') {
    const read = q.select().from(t.promotions).where(eq(t.promotions.id, id));
    const [p] = await (lock ? read.for(lock) : read);
    if (!p || !isClaimable(p.kind)) throw new CallError('NOT_FOUND', 'no such promotion to claim');
    return p;
  }

  function view(claim: Claim): PromotionClaimView {
    return {
      id: claim.id,
      promotionId: claim.promotionId,
      state: claim.state,
      amount: claim.amount,
      createdAt: claim.createdAt.toISOString(),
    };
  }

  /**
   * A member's claim: refused when closed, not eligible or already made for this period (however
   * many arrive at once, the unique key lets one through). Pays at once unless the promotion waits
   * for an operator's approval.
   */
  async function claim(memberId: number, promotionId: number): Promise<PromotionClaimView> {
    const now = clock();
    const ledger = await ledgerOf(memberId);
    return db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      // Held shared until the claim commits: an operator's change of kind waits for it and sees it.
      const p = await promotion(tx, promotionId, 'share');
      if (p.kind === 'RAFFLE') throw new CallError('NOT_FOUND', 'raffles are joined (raffleClaim)');
      const offered = await offer(tx, p, memberId, now);
      if (!offered.ok) throw new CallError(offered.code);
      const [created] = await tx
        .insert(t.promotionClaims)
        .values({
          promotionId,
          memberId,
          period: offered.period,
          state: 'applying',
          amount: offered.amount,
          depositId: offered.deposit?.id ?? null,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new CallError('PROMOTION_CLAIMED');
      if (!p.rules.approval) {
        await issue(tx, ledger, p, created, offered.deposit?.amount ?? 0, now);
        return view({ ...created, state: 'issued' });
      }
      return view(created);
    });
  }

  /**
   * A member joins a running raffle they qualify for, once (however many joins arrive together,
   * the unique entry lets one through). Nothing is paid until the draw.
   */
  async function join(memberId: number, promotionId: number): Promise<null> {
    const now = clock();
    return db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      // Joins share the promotion's row and the draw takes it whole: no entry lands after a draw.
      const p = await promotion(tx, promotionId, 'share');
      if (p.kind !== 'RAFFLE') throw new CallError('NOT_FOUND', 'no such raffle');
      const [drawn] = await tx
        .select({ id: t.raffleDraws.promotionId })
        .from(t.raffleDraws)
        .where(eq(t.raffleDraws.promotionId, promotionId));
      if (drawn) throw new CallError('PROMOTION_CLOSED');
      const offered = await offer(tx, p, memberId, now);
      if (!offered.ok) throw new CallError(offered.code);
      const [entry] = await tx
        .insert(t.raffleEntries)
        .values({ promotionId, memberId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: t.raffleEntries.id });
      if (!entry) throw new CallError('PROMOTION_CLAIMED');
      return null;
    });
  }

  /**
   * Draws every raffle whose end has passed and pays its winners (docs/rewards.md, Raffles). The
   * draw commits first (its seed, and each winning entry's place); each winner is then paid in a
   * transaction of their own, keyed by the claim's unique period, so a draw interrupted halfway is
   * paid in full by the next run and never twice. Returns the raffles drawn and the prizes paid.
   */
  async function drawDue(): Promise<{ drawn: number; paid: number }> {
    const now = clock();
    const due = await db
      .select({ id: t.promotions.id })
      .from(t.promotions)
      .leftJoin(t.raffleDraws, eq(t.raffleDraws.promotionId, t.promotions.id))
      .where(
        and(
          eq(t.promotions.kind, 'RAFFLE'),
          sql`${t.promotions.endAt} <= ${now.toISOString()}::timestamptz`,
          isNull(t.raffleDraws.promotionId),
        ),
      );
    let drawn = 0;
    for (const { id } of due) if (await draw(id, now)) drawn += 1;
    return { drawn, paid: await payRaffleWinners(now) };
  }

  /** Ranks a raffle's entries by sha256(seed:entry id) and gives the first `winners` a place. */
  async function draw(promotionId: number, now: Date) {
    return db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [p] = await tx
        .select()
        .from(t.promotions)
        .where(eq(t.promotions.id, promotionId))
        .for('update');
      const seed = randomBytes(32).toString('hex');
      const entries = await tx
        .select({ id: t.raffleEntries.id })
        .from(t.raffleEntries)
        .where(eq(t.raffleEntries.promotionId, promotionId));
      const winners = entries
        .map(({ id }) => ({ id, rank: createHash('sha256').update(`${seed}:${id}`).digest('hex') }))
        .sort((a, b) => (a.rank < b.rank ? -1 : 1))
        .slice(0, Math.max(0, p?.rules.winners ?? 1));
      const [made] = await tx
        .insert(t.raffleDraws)
        .values({
          promotionId,
          seed,
          entries: entries.length,
          winners: winners.length,
          drawnAt: now,
        })
        .onConflictDoNothing()
        .returning({ promotionId: t.raffleDraws.promotionId });
      if (!made) return false;
      for (const [index, winner] of winners.entries())
        await tx
          .update(t.raffleEntries)
          .set({ place: index + 1 })
          .where(eq(t.raffleEntries.id, winner.id));
      await tx.insert(t.operatorAudit).values({
        operator: 'system',
        action: 'raffle-draw',
        target: String(promotionId),
        before: null,
        after: { seed, entries: entries.length, winners: winners.map((w) => w.id) },
      });
      return true;
    });
  }

  /** Pays the drawn winners who have no claim yet: one transaction each, never twice. */
  async function payRaffleWinners(now: Date) {
    const unpaid = await db
      .select({ entry: t.raffleEntries, promotion: t.promotions })
      .from(t.raffleEntries)
      .innerJoin(t.promotions, eq(t.promotions.id, t.raffleEntries.promotionId))
      .leftJoin(
        t.promotionClaims,
        and(
          eq(t.promotionClaims.promotionId, t.raffleEntries.promotionId),
          eq(t.promotionClaims.memberId, t.raffleEntries.memberId),
          eq(t.promotionClaims.period, RAFFLE_PERIOD),
        ),
      )
      .where(and(isNotNull(t.raffleEntries.place), isNull(t.promotionClaims.id)))
      .orderBy(asc(t.raffleEntries.id));
    let paid = 0;
    // One prize that cannot be paid (its error goes to the job's log) keeps none of the others waiting.
    let failure: unknown = null;
    for (const { entry, promotion: p } of unpaid) {
      const amount = p.rules.amount ?? 0;
      if (amount <= 0) continue;
      try {
        const ledger = await ledgerOf(entry.memberId);
        if (await payWinner(ledger, p, entry.memberId, amount, now)) paid += 1;
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure) throw failure;
    return paid;
  }

  /** One winner's prize as an issued claim of the draw's period: false when already paid. */
  async function payWinner(
    ledger: [number, number],
    p: Promotion,
    memberId: number,
    amount: number,
    now: Date,
  ) {
    return db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [created] = await tx
        .insert(t.promotionClaims)
        .values({
          promotionId: p.id,
          memberId,
          period: RAFFLE_PERIOD,
          state: 'applying',
          amount,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) return false;
      await issue(tx, ledger, p, created, 0, now);
      return true;
    });
  }

  /**
   * An operator's decision on a claim that waits (state applying): pay it, or refuse it. The
   * decision, the money and its audit row commit together.
   */
  async function decide(claimId: number, approve: boolean, operator: string) {
    const now = clock();
    const [pending] = await db
      .select({ memberId: t.promotionClaims.memberId })
      .from(t.promotionClaims)
      .where(eq(t.promotionClaims.id, claimId));
    if (!pending) throw new CallError('NOT_FOUND', 'no such claim');
    const ledger = await ledgerOf(pending.memberId);
    return db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [found] = await tx
        .select()
        .from(t.promotionClaims)
        .where(eq(t.promotionClaims.id, claimId))
        .for('update');
      if (!found) throw new CallError('NOT_FOUND', 'no such claim');
      if (found.state !== 'applying')
        throw new CallError('INVALID_STATE', `the claim is ${found.state}`);
      await tx
        .update(t.promotionClaims)
        .set({ decidedBy: operator, decidedAt: now, ...(approve ? {} : { state: 'rejected' }) })
        .where(eq(t.promotionClaims.id, claimId));
      if (approve) {
        const p = await promotion(tx, found.promotionId);
        const [deposit] = found.depositId
          ? await tx
              .select({ amount: t.deposits.amount })
              .from(t.deposits)
              .where(eq(t.deposits.id, found.depositId))
          : [];
        await issue(tx, ledger, p, found, deposit?.amount ?? 0, now);
      }
      const decided = view({ ...found, state: approve ? 'issued' : 'rejected' });
      await tx.insert(t.operatorAudit).values({
        operator,
        action: approve ? 'promotion-approve' : 'promotion-reject',
        target: String(claimId),
        before: view(found),
        after: decided,
      });
      return decided;
    });
  }

  /** Claims waiting for an operator, oldest first. */
  async function applying() {
    const rows = await db
      .select()
      .from(t.promotionClaims)
      .where(eq(t.promotionClaims.state, 'applying'))
      .orderBy(asc(t.promotionClaims.id))
      .limit(200);
    return rows.map(view);
  }

  /**
   * Each claimable promotion's state for this member now: coming soon, closed, claimable, not
   * eligible, or the state of this period's claim (applying, rejected, process while its
   * wagering runs, claimed once done).
   */
  async function states(memberId: number): Promise<Record<number, PromotionState>> {
    const now = clock();
    await forfeitExpired(memberId);
    const all = await db
      .select()
      .from(t.promotions)
      .where(sql`${t.promotions.kind} not in ('INFO', 'REFERRAL')`);
    const claims = await db
      .select({
        claim: t.promotionClaims,
        turnover: t.bonusTurnovers.state,
      })
      .from(t.promotionClaims)
      .leftJoin(t.bonusTurnovers, eq(t.bonusTurnovers.claimId, t.promotionClaims.id))
      .where(eq(t.promotionClaims.memberId, memberId))
      .orderBy(desc(t.promotionClaims.id));
    const entries = await db
      .select({
        promotionId: t.raffleEntries.promotionId,
        place: t.raffleEntries.place,
        drawn: t.raffleDraws.promotionId,
      })
      .from(t.raffleEntries)
      .leftJoin(t.raffleDraws, eq(t.raffleDraws.promotionId, t.raffleEntries.promotionId))
      .where(eq(t.raffleEntries.memberId, memberId));
    const result: Record<number, PromotionState> = {};
    for (const p of all) {
      if (p.startAt > now) {
        result[p.id] = { state: 'coming_soon' };
        continue;
      }
      const offered = await offer(db, p, memberId, now);
      const period = periodOf(p, now);
      const mine = claims.find((c) => c.claim.promotionId === p.id && c.claim.period === period);
      if (mine) {
        const { state, amount } = mine.claim;
        result[p.id] = {
          state: state === 'issued' ? (mine.turnover === 'active' ? 'process' : 'claimed') : state,
          amount,
        };
      } else if (p.kind === 'RAFFLE' && entries.some((e) => e.promotionId === p.id)) {
        // Joined: waiting for the draw (or, a winner, for the prize), or passed over by it.
        const entry = entries.find((e) => e.promotionId === p.id);
        result[p.id] =
          entry?.drawn !== null && entry?.place === null
            ? { state: 'closed' }
            : { state: 'joined', amount: p.rules.amount };
      } else if (offered.ok) result[p.id] = { state: 'claimable', amount: offered.amount };
      else result[p.id] = { state: offered.code === 'PROMOTION_CLOSED' ? 'closed' : 'ineligible' };
    }
    return result;
  }

  const forfeitExpired = (memberId: number) =>
    forfeitExpiredBonuses(db, accounts, memberId, clock());

  /** A member's wagering requirements, newest first, with the promotion they came from. */
  async function turnovers(memberId: number): Promise<BonusTurnover[]> {
    await forfeitExpired(memberId);
    const rows = await db
      .select({ turnover: t.bonusTurnovers, promotionId: t.promotionClaims.promotionId })
      .from(t.bonusTurnovers)
      .innerJoin(t.promotionClaims, eq(t.promotionClaims.id, t.bonusTurnovers.claimId))
      .where(eq(t.bonusTurnovers.memberId, memberId))
      .orderBy(desc(t.bonusTurnovers.id))
      .limit(50);
    return rows.map(({ turnover: r, promotionId }) => ({
      id: r.id,
      promotionId,
      bonus: r.bonus,
      required: r.required,
      progress: Math.min(r.progress, r.required),
      state: r.state,
      weights: r.weights,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
    }));
  }

  return { claim, join, drawDue, decide, applying, states, turnovers, forfeitExpired };
}

export type Promotions = ReturnType<typeof createPromotions>;
