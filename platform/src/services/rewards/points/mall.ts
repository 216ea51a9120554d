import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { CallError } from '../../../../../lib/contract/envelope';
import { pickText, type Locale } from '../../../../../lib/contract/languages';
import type {
  PointsConfig,
  PointsEntry,
  PointsRedemption,
  PointsReward,
  PointsSummary,
} from '../../../../../lib/contract/rewards';
import type { RecordPage } from '../../../../../lib/contract/wallet';
import type { Db } from '../../../db/client';
import { pageOf } from '../../../db/paging';
import * as t from '../../../db/schema';
import type { LedgerAccounts } from '../../wallet/accounts';
import { payOrRefuse } from '../../wallet/ledger';
import { movePoints } from './ledger';

type Page = { pageNo: number; pageSize: number };
type Reward = typeof t.pointsRewards.$inferSelect;
type Redemption = typeof t.pointsRedemptions.$inferSelect;

/**
 * The points mall (docs/rewards.md, Points): the brand's rules, a member's points and their
 * history, rewards, redemptions and conversions into cash. Every spend checks the payment
 * password first; the points, the stock and the money move in one transaction.
 */
export function createPointsMall(
  db: Db,
  accounts: LedgerAccounts,
  checkPaymentPassword: (memberId: number, password: string) => Promise<void>,
  clock: () => Date = () => new Date(),
) {
  async function config(): Promise<PointsConfig> {
    const [[brand], ranks] = await Promise.all([
      db.select().from(t.brands).limit(1),
      db.select().from(t.clubLabels).orderBy(t.clubLabels.rankLevel),
    ]);
    return {
      ratio: brand!.pointsRatio,
      convertMin: brand!.pointsConvertMin,
      turnoverPerPoint: brand!.pointsTurnoverPerPoint,
      weights: brand!.pointsWeights,
      rankRates: Object.fromEntries(ranks.map((r) => [r.rankLevel, r.pointsRateBp])),
    };
  }

  async function summary(memberId: number): Promise<PointsSummary> {
    const [rules, [row], [rank]] = await Promise.all([
      config(),
      db.select().from(t.memberPoints).where(eq(t.memberPoints.memberId, memberId)),
      db
        .select({ rate: t.clubLabels.pointsRateBp })
        .from(t.members)
        .innerJoin(t.clubLabels, eq(t.clubLabels.rankLevel, t.members.clubRank))
        .where(eq(t.members.id, memberId)),
    ]);
    return {
      points: row?.balance ?? 0,
      ratio: rules.ratio,
      convertMin: rules.convertMin,
      rankRate: rank?.rate ?? 10_000,
    };
  }

  const rewardView = (r: Reward, locale: Locale): PointsReward => ({
    id: r.id,
    kind: r.kind,
    name: pickText(r.names, locale),
    description: pickText(r.descriptions, locale),
    image: r.image,
    points: r.points,
    amount: r.amount,
    remaining: r.stock === null ? null : r.stock - r.redeemed,
    perMember: r.perMember,
  });

  async function rewards(locale: Locale): Promise<PointsReward[]> {
    const rows = await db
      .select()
      .from(t.pointsRewards)
      .where(eq(t.pointsRewards.enabled, true))
      .orderBy(t.pointsRewards.sort, t.pointsRewards.id);
    return rows.map((r) => rewardView(r, locale));
  }

  /**
   * Redeems `quantity` of a reward: refused beyond the points, the stock or the member's limit, and
   * goods need an address. A bonus credit is paid to the main wallet at once (from POINTS, kind
   * points); goods wait for an operator (`in_process`).
   */
  async function redeem(
    memberId: number,
    input: { rewardId: number; quantity: number; address?: string; password: string },
    locale: Locale,
  ): Promise<PointsRedemption> {
    await checkPaymentPassword(memberId, input.password);
    const address = input.address?.trim() || null;
    const [source, wallet] = await Promise.all([
      accounts.system('POINTS'),
      accounts.member(memberId),
    ]);
    const now = clock();
    return db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [reward] = await tx
        .select()
        .from(t.pointsRewards)
        .where(and(eq(t.pointsRewards.id, input.rewardId), eq(t.pointsRewards.enabled, true)))
        .for('update');
      if (!reward) throw new CallError('NOT_FOUND', 'no such reward');
      if (reward.kind === 'GOODS' && !address) throw new CallError('POINTS_ADDRESS_REQUIRED');
      if (reward.stock !== null && reward.stock - reward.redeemed < input.quantity)
        throw new CallError('POINTS_OUT_OF_STOCK');
      if (reward.perMember !== null) {
        const [mine] = await tx
          .select({ n: sql<number>`coalesce(sum(${t.pointsRedemptions.quantity}), 0)::int` })
          .from(t.pointsRedemptions)
          .where(
            and(
              eq(t.pointsRedemptions.memberId, memberId),
              eq(t.pointsRedemptions.rewardId, reward.id),
              sql`${t.pointsRedemptions.state} <> 'rejected'`,
            ),
          );
        if ((mine?.n ?? 0) + input.quantity > reward.perMember)
          throw new CallError('POINTS_LIMIT_REACHED', 'per member', {
            values: { limit: reward.perMember },
          });
      }
      const points = reward.points * input.quantity;
      const amount = reward.amount * input.quantity;
      const [created] = await tx
        .insert(t.pointsRedemptions)
        .values({
          memberId,
          rewardId: reward.id,
          quantity: input.quantity,
          points,
          amount,
          address: reward.kind === 'GOODS' ? address : null,
          state: reward.kind === 'GOODS' ? 'in_process' : 'approved',
          createdAt: now,
          decidedAt: reward.kind === 'GOODS' ? null : now,
        })
        .returning();
      await movePoints(tx, {
        memberId,
        delta: -points,
        reason: 'redeem',
        reference: `redemption ${created!.id}`,
        idempotencyKey: `points:redeem:${created!.id}`,
      });
      await tx
        .update(t.pointsRewards)
        .set({ redeemed: sql`${t.pointsRewards.redeemed} + ${input.quantity}` })
        .where(eq(t.pointsRewards.id, reward.id));
      let transferId: number | null = null;
      if (reward.kind === 'BONUS' && amount > 0) {
        transferId = await pay(tx, source, wallet, amount, `points:redeem:${created!.id}`);
        await tx
          .update(t.pointsRedemptions)
          .set({ transferId })
          .where(eq(t.pointsRedemptions.id, created!.id));
      }
      return redemptionView({ ...created!, transferId }, reward, locale);
    });
  }

  const pay = (tx: Db, source: number, wallet: number, amount: number, key: string) =>
    payOrRefuse(tx, {
      idempotencyKey: key,
      debitAccountId: source,
      creditAccountId: wallet,
      amount,
      kind: 'points',
      reference: key,
    });

  /**
   * Converts points into cash at the brand's ratio (whole minor units; the points are rounded down
   * to what converts exactly), from POINTS to the main wallet, with the points movement.
   */
  async function convert(memberId: number, input: { points: number; password: string }) {
    const rules = await config();
    if (input.points < rules.convertMin)
      throw new CallError('POINTS_BELOW_MINIMUM', 'convert', {
        values: { min: rules.convertMin },
      });
    // 1.00 = 100 minor units = `ratio` points: take only points that make whole minor units.
    const amount = Math.floor((input.points * 100) / rules.ratio);
    const points = Math.ceil((amount * rules.ratio) / 100);
    if (amount <= 0)
      throw new CallError('POINTS_BELOW_MINIMUM', 'convert', { values: { min: rules.convertMin } });
    await checkPaymentPassword(memberId, input.password);
    const [source, wallet] = await Promise.all([
      accounts.system('POINTS'),
      accounts.member(memberId),
    ]);
    return db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const key = `points:convert:${randomUUID()}`;
      const { balance } = await movePoints(tx, {
        memberId,
        delta: -points,
        reason: 'convert',
        reference: key,
        idempotencyKey: key,
      });
      await pay(tx, source, wallet, amount, key);
      return { points, amount, balance };
    });
  }

  function redemptionView(r: Redemption, reward: Reward, locale: Locale): PointsRedemption {
    return {
      id: r.id,
      rewardId: r.rewardId,
      rewardName: pickText(reward.names, locale),
      kind: reward.kind,
      quantity: r.quantity,
      points: r.points,
      amount: r.amount,
      address: r.address,
      state: r.state,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  }

  /** A member's redemptions, newest first (the redeem history). */
  async function redeemed(
    memberId: number,
    page: Page,
    locale: Locale,
  ): Promise<RecordPage<PointsRedemption>> {
    const mine = eq(t.pointsRedemptions.memberId, memberId);
    return pageOf(
      db,
      t.pointsRedemptions,
      mine,
      page,
      (limit, offset) =>
        db
          .select({ r: t.pointsRedemptions, reward: t.pointsRewards })
          .from(t.pointsRedemptions)
          .innerJoin(t.pointsRewards, eq(t.pointsRewards.id, t.pointsRedemptions.rewardId))
          .where(mine)
          .orderBy(desc(t.pointsRedemptions.id))
          .limit(limit)
          .offset(offset),
      ({ r, reward }) => redemptionView(r, reward, locale),
    );
  }

  /** A member's points movements, newest first (the points detail). */
  async function entries(memberId: number, page: Page): Promise<RecordPage<PointsEntry>> {
    const mine = eq(t.pointsEntries.memberId, memberId);
    return pageOf(
      db,
      t.pointsEntries,
      mine,
      page,
      (limit, offset) =>
        db
          .select()
          .from(t.pointsEntries)
          .where(mine)
          .orderBy(desc(t.pointsEntries.id))
          .limit(limit)
          .offset(offset),
      (e) => ({
        id: e.id,
        delta: e.delta,
        balanceAfter: e.balanceAfter,
        reason: e.reason,
        reference: e.reference,
        createdAt: e.createdAt.toISOString(),
      }),
    );
  }

  /** Goods redemptions waiting for an operator, oldest first. */
  async function waiting() {
    const rows = await db
      .select({ r: t.pointsRedemptions, reward: t.pointsRewards })
      .from(t.pointsRedemptions)
      .innerJoin(t.pointsRewards, eq(t.pointsRewards.id, t.pointsRedemptions.rewardId))
      .where(eq(t.pointsRedemptions.state, 'in_process'))
      .orderBy(t.pointsRedemptions.id)
      .limit(200);
    return rows.map(({ r, reward }) => ({
      ...redemptionView(r, reward, 'en'),
      memberId: r.memberId,
    }));
  }

  /**
   * An operator's decision on goods waiting to be sent: approve, or reject, which gives the points
   * back (reason refund) and returns the items to stock. Decision, points and audit row commit
   * together.
   */
  async function decide(redemptionId: number, approve: boolean, operator: string) {
    const now = clock();
    return db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [found] = await tx
        .select()
        .from(t.pointsRedemptions)
        .where(eq(t.pointsRedemptions.id, redemptionId))
        .for('update');
      if (!found) throw new CallError('NOT_FOUND', 'no such redemption');
      if (found.state !== 'in_process')
        throw new CallError('INVALID_STATE', `the redemption is ${found.state}`);
      const [reward] = await tx
        .select()
        .from(t.pointsRewards)
        .where(eq(t.pointsRewards.id, found.rewardId));
      const state = approve ? 'approved' : 'rejected';
      await tx
        .update(t.pointsRedemptions)
        .set({ state, decidedBy: operator, decidedAt: now })
        .where(eq(t.pointsRedemptions.id, redemptionId));
      if (!approve) {
        await movePoints(tx, {
          memberId: found.memberId,
          delta: found.points,
          reason: 'refund',
          reference: `redemption ${found.id}`,
          idempotencyKey: `points:refund:${found.id}`,
        });
        await tx
          .update(t.pointsRewards)
          .set({ redeemed: sql`${t.pointsRewards.redeemed} - ${found.quantity}` })
          .where(eq(t.pointsRewards.id, found.rewardId));
      }
      const before = redemptionView(found, reward!, 'en');
      const after = { ...before, state, decidedAt: now.toISOString() };
      await tx.insert(t.operatorAudit).values({
        operator,
        action: approve ? 'points-approve' : 'points-reject',
        target: String(redemptionId),
        before,
        after,
      });
      return after;
    });
  }

  return { config, summary, rewards, redeem, convert, redeemed, entries, waiting, decide };
}

export type PointsMall = ReturnType<typeof createPointsMall>;
