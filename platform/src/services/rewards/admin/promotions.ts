import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { mixed, object, type AnyObjectSchema } from 'yup';
import {
  PROMOTION_CATEGORIES,
  type PromotionCategory,
} from '../../../../../lib/contract/catalogue';
import type { Db } from '../../../db/client';
import * as t from '../../../db/schema';
import { audited } from './audit';
import { cleanContents } from './content';
import {
  approval,
  audience,
  checked,
  id,
  instant,
  int,
  localized,
  money,
  plainObject,
  refusal,
  sort,
  UNKNOWN,
  wagering,
} from './input';

const unused = (kind: t.PromotionKind) =>
  `\${path} has field(s) a ${kind} promotion does not use: \${unknown}`;

/** A deposit bonus pays `percentBp` of the qualifying deposit (a fixed amount is CHECK_IN's). */
const depositBonus = (kind: t.PromotionKind) =>
  object({
    percentBp: int(1, 50_000).required(),
    cap: money(1),
    minDeposit: money(),
    ...wagering,
    ...approval,
    ...audience,
  }).noUnknown(unused(kind));

/** What `rules` each kind takes (docs/rewards.md, the table of kinds), amounts in minor units. */
const RULES: Record<t.PromotionKind, AnyObjectSchema> = {
  INFO: object({}).noUnknown('${path} must be empty: an INFO promotion pays nothing'),
  FIRST_DEPOSIT: depositBonus('FIRST_DEPOSIT'),
  DAILY_RELOAD: depositBonus('DAILY_RELOAD'),
  CHECK_IN: object({
    amount: money(1).required(),
    minDeposit: money(),
    ...wagering,
    ...approval,
    ...audience,
  }).noUnknown(unused('CHECK_IN')),
  REWARD: object({ amount: money(1).required(), ...wagering, ...approval, ...audience }).noUnknown(
    unused('REWARD'),
  ),
  REFERRAL: object({
    amount: money(),
    minDeposit: money(),
    turnoverTarget: money(1),
    turnoverReward: money(1),
  })
    .noUnknown(unused('REFERRAL'))
    .test(
      'pays',
      '${path} needs amount, or turnoverTarget with turnoverReward',
      (r) =>
        (r.turnoverTarget === undefined) === (r.turnoverReward === undefined) &&
        ((r.amount ?? 0) > 0 || r.turnoverReward !== undefined),
    ),
  LOSS_REBATE: object({
    percentBp: int(1, 10_000).required(),
    cap: money(1),
    minLoss: money(1),
    ...wagering,
    ...approval,
    ...audience,
  }).noUnknown(unused('LOSS_REBATE')),
  // The draw pays its winners itself: a raffle has no approval.
  RAFFLE: object({
    winners: int(1, 10_000).required(),
    amount: money(1).required(),
    minDeposit: money(),
    ...wagering,
    ...audience,
  }).noUnknown(unused('RAFFLE')),
};

const fields = {
  category: mixed<PromotionCategory>().oneOf(PROMOTION_CATEGORIES).required(),
  titles: localized(200).required(),
  summaries: localized(1_000).required(),
  contents: localized(20_000).required(),
  startAt: instant().required(),
  endAt: instant().nullable(),
  sort: sort(),
  kind: mixed<t.PromotionKind>().oneOf(t.PROMOTION_KINDS).required(),
  rules: plainObject(),
};
const newPromotion = object(fields).noUnknown(UNKNOWN);
const promotionPatch = object(fields)
  .partial()
  .shape({ id: id() })
  .noUnknown(UNKNOWN)
  .test('changes', 'name at least one field to change', (body) => Object.keys(body).length > 1);
const byId = object({ id: id() }).noUnknown(UNKNOWN);

type Promotion = typeof t.promotions.$inferSelect;

function checkWindow(startAt: Date, endAt: Date | null) {
  if (endAt !== null && endAt <= startAt)
    throw refusal('BAD_REQUEST', 'endAt', 'endAt must be after startAt');
}

/** The rules fit the kind, and the rank and labels an audience names exist (a typo reaches nobody). */
async function checkRules(tx: Db, kind: t.PromotionKind, rules: unknown, endAt: Date | null) {
  checked(object({ rules: RULES[kind].required() }), { rules });
  if (kind === 'RAFFLE' && endAt === null)
    throw refusal('BAD_REQUEST', 'endAt', 'a RAFFLE needs an endAt: it is drawn then');
  const { minRank, labels } = rules as t.PromotionRules;
  const ranks = await tx.select().from(t.clubLabels);
  if (minRank !== undefined && !ranks.some((r) => r.rankLevel === minRank))
    throw refusal('BAD_REQUEST', 'rules.minRank', `there is no club rank ${minRank}`);
  if (labels === undefined) return;
  const names = ranks
    .map((r) => r.labelName)
    .concat((await tx.select().from(t.memberLabels)).map((l) => l.labelName))
    .map((name) => name.toLowerCase());
  const unknown = labels.find((label) => !names.includes(label.toLowerCase()));
  if (unknown !== undefined)
    throw refusal(
      'BAD_REQUEST',
      'rules.labels',
      `no club rank or member label is named ${JSON.stringify(unknown)}`,
    );
}

/**
 * One referral programme at a time: the invite-friends rules a member earns by are those of the
 * one running, so two REFERRAL promotions may not share a moment. Checked under a transaction lock,
 * so two operators adding one each at once are checked one after the other.
 */
async function checkOneReferral(
  tx: Db,
  window: { id: number | null; kind: t.PromotionKind; startAt: Date; endAt: Date | null },
) {
  if (window.kind !== 'REFERRAL') return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('promotions:REFERRAL'))`);
  const [other] = await tx
    .select({ id: t.promotions.id, startAt: t.promotions.startAt, endAt: t.promotions.endAt })
    .from(t.promotions)
    .where(
      and(
        eq(t.promotions.kind, 'REFERRAL'),
        window.id === null ? undefined : ne(t.promotions.id, window.id),
        window.endAt === null
          ? undefined
          : sql`${t.promotions.startAt} < ${window.endAt.toISOString()}::timestamptz`,
        sql`(${t.promotions.endAt} is null or ${t.promotions.endAt} > ${window.startAt.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(t.promotions.id))
    .limit(1);
  if (other)
    throw refusal(
      'INVALID_STATE',
      'kind',
      `REFERRAL promotion ${other.id} runs from ${other.startAt.toISOString()} to ${other.endAt?.toISOString() ?? 'no end'}: one referral programme at a time (close it, or start this one after it)`,
    );
}

async function locked(tx: Db, promotionId: number): Promise<Promotion> {
  const [row] = await tx
    .select()
    .from(t.promotions)
    .where(eq(t.promotions.id, promotionId))
    .for('update');
  if (!row) throw refusal('NOT_FOUND', 'id', `there is no promotion ${promotionId}`);
  const [drawn] = await tx
    .select({ at: t.raffleDraws.drawnAt })
    .from(t.raffleDraws)
    .where(eq(t.raffleDraws.promotionId, promotionId));
  if (drawn)
    throw refusal(
      'INVALID_STATE',
      'id',
      `raffle ${promotionId} was drawn at ${drawn.at.toISOString()}: it stays as drawn`,
    );
  return row;
}

/**
 * Whether members have claimed or joined it. Claims and joins hold the promotion's row shared, so
 * with the row locked (`locked`) every one under way has committed and is counted here, and the
 * next ones wait and read the change.
 */
async function taken(tx: Db, promotionId: number) {
  const [claims] = await tx
    .select({ n: count() })
    .from(t.promotionClaims)
    .where(eq(t.promotionClaims.promotionId, promotionId));
  const [entries] = await tx
    .select({ n: count() })
    .from(t.raffleEntries)
    .where(eq(t.raffleEntries.promotionId, promotionId));
  return (claims?.n ?? 0) + (entries?.n ?? 0) > 0;
}

const stateAt = (p: Promotion, now: Date) =>
  p.startAt > now ? 'coming_soon' : p.endAt !== null && p.endAt <= now ? 'ended' : 'running';

/**
 * Operators' promotions (docs/rewards.md, Operators): every change checked against the kind's
 * rules, its contents sanitized, and audited. Nothing is deleted: closing ends a promotion now.
 */
export function promotionAdmin(db: Db, clock: () => Date) {
  /** Every promotion in short (English title), with its state and how many took it. */
  async function list() {
    const now = clock();
    const [rows, claims, entries, draws] = await Promise.all([
      db.select().from(t.promotions).orderBy(asc(t.promotions.id)),
      db
        .select({ id: t.promotionClaims.promotionId, n: count() })
        .from(t.promotionClaims)
        .groupBy(t.promotionClaims.promotionId),
      db
        .select({ id: t.raffleEntries.promotionId, n: count() })
        .from(t.raffleEntries)
        .groupBy(t.raffleEntries.promotionId),
      db.select({ id: t.raffleDraws.promotionId }).from(t.raffleDraws),
    ]);
    return rows.map((p) => ({
      id: p.id,
      kind: p.kind,
      category: p.category,
      title: p.titles.en ?? Object.values(p.titles)[0] ?? '',
      startAt: p.startAt,
      endAt: p.endAt,
      sort: p.sort,
      rules: p.rules,
      state: stateAt(p, now),
      claims: claims.find((c) => c.id === p.id)?.n ?? 0,
      entries: entries.find((e) => e.id === p.id)?.n ?? 0,
      drawn: draws.some((d) => d.id === p.id),
    }));
  }

  async function show(input: unknown) {
    const { id: promotionId } = checked(byId, input);
    const [row] = await db.select().from(t.promotions).where(eq(t.promotions.id, promotionId));
    if (!row) throw refusal('NOT_FOUND', 'id', `there is no promotion ${promotionId}`);
    return row;
  }

  async function create(operator: string, input: unknown) {
    const body = checked(newPromotion, input);
    const startAt = new Date(body.startAt);
    const endAt = body.endAt ? new Date(body.endAt) : null;
    checkWindow(startAt, endAt);
    const rules = (body.rules ?? {}) as t.PromotionRules;
    const contents = cleanContents(body.contents);
    return audited(db, operator, 'promotion.create', async (tx) => {
      await checkRules(tx, body.kind, rules, endAt);
      await checkOneReferral(tx, { id: null, kind: body.kind, startAt, endAt });
      const [row] = await tx
        .insert(t.promotions)
        .values({ ...body, contents, startAt, endAt, rules, sort: body.sort ?? 0 })
        .returning();
      return { target: String(row!.id), before: null, after: row, result: row! };
    });
  }

  /**
   * Changes the fields named (`rules` as a whole). The kind stays once members have claimed or
   * joined; a drawn raffle stays as drawn.
   */
  async function update(operator: string, input: unknown) {
    const { id: promotionId, ...patch } = checked(promotionPatch, input);
    const contents = patch.contents && cleanContents(patch.contents);
    return audited(db, operator, 'promotion.update', async (tx) => {
      const before = await locked(tx, promotionId);
      const kind = patch.kind ?? before.kind;
      if (kind !== before.kind && (await taken(tx, promotionId)))
        throw refusal(
          'INVALID_STATE',
          'kind',
          `promotion ${promotionId} has claims or raffle entries: it stays ${before.kind} (close it and add a new one)`,
        );
      const startAt = patch.startAt ? new Date(patch.startAt) : before.startAt;
      const endAt =
        patch.endAt === undefined
          ? before.endAt
          : patch.endAt === null
            ? null
            : new Date(patch.endAt);
      if (patch.startAt !== undefined || patch.endAt !== undefined) checkWindow(startAt, endAt);
      const rules = (patch.rules ?? before.rules) as t.PromotionRules;
      if (patch.rules !== undefined || patch.kind !== undefined || patch.endAt !== undefined)
        await checkRules(tx, kind, rules, endAt);
      if (patch.kind !== undefined || patch.startAt !== undefined || patch.endAt !== undefined)
        await checkOneReferral(tx, { id: promotionId, kind, startAt, endAt });
      const [after] = await tx
        .update(t.promotions)
        .set({ ...patch, contents, kind, rules, startAt, endAt })
        .where(eq(t.promotions.id, promotionId))
        .returning();
      return { target: String(promotionId), before, after, result: after! };
    });
  }

  /**
   * Ends a promotion now: claims stop, what was claimed stays. One that had not started ends
   * before it starts (both now), so members never see it as coming soon. A raffle closed early is
   * drawn from the entries it has by the next run of the rewards job.
   */
  async function close(operator: string, input: unknown) {
    const { id: promotionId } = checked(byId, input);
    const now = clock();
    return audited(db, operator, 'promotion.close', async (tx) => {
      const before = await locked(tx, promotionId);
      if (before.endAt !== null && before.endAt <= now)
        throw refusal(
          'INVALID_STATE',
          'id',
          `promotion ${promotionId} ended at ${before.endAt.toISOString()}`,
        );
      const startAt = before.startAt > now ? now : before.startAt;
      const [after] = await tx
        .update(t.promotions)
        .set({ startAt, endAt: now })
        .where(eq(t.promotions.id, promotionId))
        .returning();
      return { target: String(promotionId), before, after, result: after! };
    });
  }

  return { list, show, create, update, close };
}
