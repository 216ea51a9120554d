import { asc, count, eq } from 'drizzle-orm';
import { boolean, mixed, object } from 'yup';
import type { Db } from '../../../db/client';
import * as t from '../../../db/schema';
import { audited } from './audit';
import { checked, id, imageAddress, int, localized, money, refusal, sort, UNKNOWN } from './input';

type Reward = typeof t.pointsRewards.$inferSelect;

const fields = {
  kind: mixed<t.PointsRewardKind>().oneOf(t.POINTS_REWARD_KINDS).required(),
  names: localized(100).required(),
  descriptions: localized(1_000).required(),
  image: imageAddress().nullable(),
  points: int(1, 1_000_000_000).required(),
  /** Bonus credits: paid per item. Goods: their value, for the records. */
  amount: money(),
  /** Items there are in all, redeemed ones included (null: unlimited). */
  stock: int(0, 1_000_000_000).nullable(),
  perMember: int(1, 1_000_000).nullable(),
  sort: sort(),
  enabled: boolean().strict(),
};
const newReward = object(fields).noUnknown(UNKNOWN);
const rewardPatch = object(fields)
  .partial()
  .shape({ id: id() })
  .noUnknown(UNKNOWN)
  .test('changes', 'name at least one field to change', (body) => Object.keys(body).length > 1);

function checkReward(r: Pick<Reward, 'kind' | 'amount' | 'stock' | 'redeemed'>) {
  if (r.kind === 'BONUS' && r.amount < 1)
    throw refusal('BAD_REQUEST', 'amount', 'a BONUS reward pays amount: at least 1');
  if (r.stock !== null && r.stock < r.redeemed)
    throw refusal(
      'BAD_REQUEST',
      'stock',
      `stock counts the ${r.redeemed} already redeemed: at least ${r.redeemed}`,
    );
}

/**
 * Operators' points-mall rewards (docs/rewards.md, Points), audited. A reward is switched off
 * (`enabled: false`), never deleted: redemptions name it.
 */
export function pointsRewardAdmin(db: Db) {
  const list = () =>
    db.select().from(t.pointsRewards).orderBy(asc(t.pointsRewards.sort), asc(t.pointsRewards.id));

  async function create(operator: string, input: unknown) {
    const body = checked(newReward, input);
    const values = {
      ...body,
      image: body.image ?? null,
      amount: body.amount ?? 0,
      stock: body.stock ?? null,
      perMember: body.perMember ?? null,
    };
    checkReward({ ...values, redeemed: 0 });
    return audited(db, operator, 'points-reward.create', async (tx) => {
      const [row] = await tx.insert(t.pointsRewards).values(values).returning();
      return { target: String(row!.id), before: null, after: row, result: row! };
    });
  }

  /**
   * Changes the fields named: stock, price, limit, switched on or off. The row is locked as a
   * redemption locks it, so the stock is checked against what is redeemed by then.
   */
  async function update(operator: string, input: unknown) {
    const { id: rewardId, ...patch } = checked(rewardPatch, input);
    return audited(db, operator, 'points-reward.update', async (tx) => {
      const [before] = await tx
        .select()
        .from(t.pointsRewards)
        .where(eq(t.pointsRewards.id, rewardId))
        .for('update');
      if (!before) throw refusal('NOT_FOUND', 'id', `there is no points reward ${rewardId}`);
      checkReward({ ...before, ...patch });
      if (patch.kind !== undefined && patch.kind !== before.kind) {
        const [redeemed] = await tx
          .select({ n: count() })
          .from(t.pointsRedemptions)
          .where(eq(t.pointsRedemptions.rewardId, rewardId));
        if ((redeemed?.n ?? 0) > 0)
          throw refusal(
            'INVALID_STATE',
            'kind',
            `points reward ${rewardId} has redemptions: it stays ${before.kind} (switch it off and add a new one)`,
          );
      }
      const [after] = await tx
        .update(t.pointsRewards)
        .set(patch)
        .where(eq(t.pointsRewards.id, rewardId))
        .returning();
      return { target: String(rewardId), before, after, result: after! };
    });
  }

  return { list, create, update };
}
