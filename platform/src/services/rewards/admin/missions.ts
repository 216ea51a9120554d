import { asc, count, eq } from 'drizzle-orm';
import { boolean, mixed, object } from 'yup';
import type { Db } from '../../../db/client';
import * as t from '../../../db/schema';
import { audited } from './audit';
import { checked, gameCategory, id, localized, money, refusal, sort, UNKNOWN } from './input';

type Mission = typeof t.missions.$inferSelect;

const fields = {
  period: mixed<'daily' | 'weekly'>().oneOf(['daily', 'weekly']).required(),
  kind: mixed<t.MissionKind>().oneOf(t.MISSION_KINDS).required(),
  /** Minor units for DEPOSIT and TURNOVER, a count for BET_COUNT and WIN_STREAK. */
  target: money(1).required(),
  category: gameCategory().nullable(),
  rewardKind: mixed<'cash' | 'points'>().oneOf(['cash', 'points']).required(),
  rewardAmount: money(1).required(),
  titles: localized(200).required(),
  sort: sort(),
  enabled: boolean().strict(),
};
const newMission = object(fields).noUnknown(UNKNOWN);
const missionPatch = object(fields)
  .partial()
  .shape({ id: id() })
  .noUnknown(UNKNOWN)
  .test('changes', 'name at least one field to change', (body) => Object.keys(body).length > 1);
const byId = object({ id: id() }).noUnknown(UNKNOWN);

/** A deposit mission counts deposits of any game; a count of bets stays within anyone's reach. */
function checkMission(m: Pick<Mission, 'kind' | 'target' | 'category'>) {
  if (m.kind === 'DEPOSIT' && m.category !== null)
    throw refusal('BAD_REQUEST', 'category', 'a DEPOSIT mission counts deposits: no game category');
  if ((m.kind === 'BET_COUNT' || m.kind === 'WIN_STREAK') && m.target > 10_000)
    throw refusal('BAD_REQUEST', 'target', `a ${m.kind} target is a count of bets, at most 10000`);
}

/**
 * Operators' daily and weekly missions (docs/rewards.md, Missions), audited. Closing switches one
 * off (members stop seeing it; progress and claims stay); an update can switch it on again.
 */
export function missionAdmin(db: Db) {
  const list = () => db.select().from(t.missions).orderBy(asc(t.missions.sort), asc(t.missions.id));

  async function create(operator: string, input: unknown) {
    const body = checked(newMission, input);
    const values = { ...body, category: body.category ?? null };
    checkMission(values);
    return audited(db, operator, 'mission.create', async (tx) => {
      const [row] = await tx.insert(t.missions).values(values).returning();
      return { target: String(row!.id), before: null, after: row, result: row! };
    });
  }

  async function locked(tx: Db, missionId: number) {
    const [row] = await tx
      .select()
      .from(t.missions)
      .where(eq(t.missions.id, missionId))
      .for('update');
    if (!row) throw refusal('NOT_FOUND', 'id', `there is no mission ${missionId}`);
    return row;
  }

  /**
   * Changes the fields named. What progress counts (kind, period, category) stays once members
   * have progress on it: their progress would mean something else.
   */
  async function update(operator: string, input: unknown) {
    const { id: missionId, ...patch } = checked(missionPatch, input);
    return audited(db, operator, 'mission.update', async (tx) => {
      const before = await locked(tx, missionId);
      const after = { ...before, ...patch };
      checkMission(after);
      const moved = (['kind', 'period', 'category'] as const).find((f) => after[f] !== before[f]);
      if (moved) {
        const [progress] = await tx
          .select({ n: count() })
          .from(t.missionProgress)
          .where(eq(t.missionProgress.missionId, missionId));
        if ((progress?.n ?? 0) > 0)
          throw refusal(
            'INVALID_STATE',
            moved,
            `mission ${missionId} has members' progress: its ${moved} stays (close it and add a new one)`,
          );
      }
      const [row] = await tx
        .update(t.missions)
        .set(patch)
        .where(eq(t.missions.id, missionId))
        .returning();
      return { target: String(missionId), before, after: row, result: row! };
    });
  }

  async function close(operator: string, input: unknown) {
    const { id: missionId } = checked(byId, input);
    return audited(db, operator, 'mission.close', async (tx) => {
      const before = await locked(tx, missionId);
      if (!before.enabled) throw refusal('INVALID_STATE', 'id', `mission ${missionId} is closed`);
      const [row] = await tx
        .update(t.missions)
        .set({ enabled: false })
        .where(eq(t.missions.id, missionId))
        .returning();
      return { target: String(missionId), before, after: row, result: row! };
    });
  }

  return { list, create, update, close };
}
