import { asc, eq, sql } from 'drizzle-orm';
import { object } from 'yup';
import type { Db } from '../../../db/client';
import * as t from '../../../db/schema';
import { audited } from './audit';
import { checked, colour, int, labelName, money, refusal, UNKNOWN } from './input';
import { checkUnnamed } from '../audience';
import { promoteByLadderChange } from '../vip-rules';

type Rank = typeof t.clubLabels.$inferSelect;

/** The highest rank level: operators set members' ranks up to it (`member rank`). */
const MAX_RANK = 99;

const fields = {
  labelName: labelName().required(),
  color: colour().required(),
  color2: colour().required(),
  /** Lifetime totals that reach the rank, minor units; both null: only operators give it. */
  minTurnover: money().nullable(),
  minDeposits: money().nullable(),
  /** Basis points of valid turnover: at most 10%, which no real ladder comes near. */
  rebateRateBp: int(0, 1_000),
  /** Basis points of the brand's rate: up to 10×. */
  pointsRateBp: int(0, 100_000),
  withdrawDailyMax: money(1).nullable(),
};
const newRank = object(fields).noUnknown(UNKNOWN);
const rankPatch = object(fields)
  .partial()
  .shape({ rankLevel: int(1, MAX_RANK).required() })
  .noUnknown(UNKNOWN)
  .test('changes', 'name at least one field to change', (body) => Object.keys(body).length > 1);

const named = (r: Rank) => `rank ${r.rankLevel} (${r.labelName})`;
const minor = (n: number) => n.toLocaleString('en');

/**
 * The ladder stays a ladder (docs/vip-ranks.md): a rank's two thresholds are both set or both
 * null, a higher rank never needs less turnover or deposits than a lower one that totals reach,
 * and no two ranks share a name, nor one with a member label (audiences name them, whatever the
 * case).
 */
function checkLadder(ladder: Rank[], changed: number) {
  const rank = ladder.find((r) => r.rankLevel === changed)!;
  if ((rank.minTurnover === null) !== (rank.minDeposits === null))
    throw refusal(
      'BAD_REQUEST',
      rank.minTurnover === null ? 'minTurnover' : 'minDeposits',
      `${named(rank)}: minTurnover and minDeposits are both set, or both null (operators give the rank)`,
    );
  const twin = ladder.find(
    (r) => r !== rank && r.labelName.toLowerCase() === rank.labelName.toLowerCase(),
  );
  if (twin) throw refusal('BAD_REQUEST', 'labelName', `${named(twin)} has that name`);
  const reached = ladder.filter((r) => r.minTurnover !== null && r.minDeposits !== null);
  for (const [index, higher] of reached.entries()) {
    const lower = reached[index - 1];
    if (!lower) continue;
    for (const field of ['minTurnover', 'minDeposits'] as const) {
      if (higher[field]! >= lower[field]!) continue;
      throw refusal(
        'BAD_REQUEST',
        field,
        `${named(higher)} would need less ${field} (${minor(higher[field]!)}) than ${named(lower)} (${minor(lower[field]!)}): a higher rank never needs less`,
      );
    }
  }
}

/** A member label already has the name (a name in an audience means one thing). */
async function checkNotMemberLabel(tx: Db, name: string | undefined) {
  if (name === undefined) return;
  const [label] = await tx
    .select({ name: t.memberLabels.labelName })
    .from(t.memberLabels)
    .where(sql`lower(${t.memberLabels.labelName}) = lower(${name})`);
  if (label) throw refusal('BAD_REQUEST', 'labelName', `member label ${label.name} has that name`);
}

/** The whole ladder, every row locked: two changes at once are checked one after the other. */
const lockedLadder = (tx: Db) =>
  tx.select().from(t.clubLabels).orderBy(asc(t.clubLabels.rankLevel)).for('update');

/**
 * Operators' club ranks (docs/vip-ranks.md), audited. Promotion is by crossing, and a change of
 * the ladder is a crossing too: members whose totals reach a lowered threshold, or a new rank's,
 * are promoted in the change's transaction; nobody is demoted by a raised one.
 */
export function vipRankAdmin(db: Db) {
  const list = () => db.select().from(t.clubLabels).orderBy(asc(t.clubLabels.rankLevel));

  async function update(operator: string, input: unknown) {
    const { rankLevel, ...patch } = checked(rankPatch, input);
    return audited(db, operator, 'vip-rank.update', async (tx) => {
      const ladder = await lockedLadder(tx);
      const before = ladder.find((r) => r.rankLevel === rankLevel);
      if (!before) throw refusal('NOT_FOUND', 'rankLevel', `there is no club rank ${rankLevel}`);
      const after = { ...before, ...patch };
      checkLadder(
        ladder.map((r) => (r === before ? after : r)),
        rankLevel,
      );
      await checkNotMemberLabel(tx, patch.labelName);
      // A new name must not strand the promotions whose audience names the old one.
      if (
        patch.labelName !== undefined &&
        patch.labelName.toLowerCase() !== before.labelName.toLowerCase()
      )
        await checkUnnamed(tx, before.labelName, 'labelName');
      await tx.update(t.clubLabels).set(patch).where(eq(t.clubLabels.rankLevel, rankLevel));
      await promoteByLadderChange(tx, ladder);
      return { target: String(rankLevel), before, after, result: after };
    });
  }

  /** A new rank on top of the ladder (ranks are levels: one cannot go in between). */
  async function add(operator: string, input: unknown) {
    const body = checked(newRank, input);
    return audited(db, operator, 'vip-rank.add', async (tx) => {
      const ladder = await lockedLadder(tx);
      const rankLevel = (ladder.at(-1)?.rankLevel ?? 0) + 1;
      if (rankLevel > MAX_RANK)
        throw refusal('INVALID_STATE', 'rankLevel', `the ladder has its ${MAX_RANK} ranks`);
      const rank: Rank = {
        rankLevel,
        labelName: body.labelName,
        color: body.color,
        color2: body.color2,
        minTurnover: body.minTurnover ?? null,
        minDeposits: body.minDeposits ?? null,
        rebateRateBp: body.rebateRateBp ?? 0,
        pointsRateBp: body.pointsRateBp ?? 10_000,
        withdrawDailyMax: body.withdrawDailyMax ?? null,
      };
      checkLadder([...ladder, rank], rankLevel);
      await checkNotMemberLabel(tx, rank.labelName);
      await tx.insert(t.clubLabels).values(rank);
      await promoteByLadderChange(tx, ladder);
      return { target: String(rankLevel), before: null, after: rank, result: rank };
    });
  }

  return { list, update, add };
}
