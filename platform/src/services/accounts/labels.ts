import { and, asc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { MemberTag } from '../../../../lib/contract/member';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import * as t from '../../db/schema';
import { refusal } from '../refusal';
import { checkUnnamed } from '../rewards/audience';

/** A label's colours as operators give them: `#rgb` or `#rrggbb`, nothing a style could abuse. */
export const LABEL_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Letters, digits, spaces and a little punctuation; no markup, no control characters. */
export const LABEL_NAME = /^[\p{L}\p{N}][\p{L}\p{N} _.&'+-]{0,31}$/u;

export type LabelSummary = MemberTag & { members: number; createdAt: string };

const byName = (name: string) => sql`lower(${t.memberLabels.labelName}) = lower(${name})`;

/** A member's labels in name order, in `q` (one indexed join), for the member `memberId` names. */
export const labelsQuery = (q: Db, memberId: number | Placeholder = sql.placeholder('memberId')) =>
  q
    .select({
      labelName: t.memberLabels.labelName,
      color: t.memberLabels.color,
      color2: t.memberLabels.color2,
    })
    .from(t.memberLabelMembers)
    .innerJoin(t.memberLabels, eq(t.memberLabels.id, t.memberLabelMembers.labelId))
    .where(eq(t.memberLabelMembers.memberId, memberId))
    .orderBy(asc(t.memberLabels.labelName));

/** A member's labels in name order, in `q`. */
export async function labelsOf(q: Db, memberId: number): Promise<MemberTag[]> {
  return labelsQuery(q, memberId);
}

/**
 * Member labels (docs/vip-ranks.md, Member labels): operators name and colour them and give them to
 * members; promotions' audiences and operators' messages can name them. Every change is audited in
 * the transaction that makes it.
 */
export function createMemberLabels(db: Db) {
  const audit = (
    q: Db,
    operator: string,
    action: string,
    target: string,
    before: unknown,
    after: unknown,
  ) => q.insert(t.operatorAudit).values({ operator, action, target, before, after });

  async function labelNamed(q: Db, name: string) {
    const [label] = await q.select().from(t.memberLabels).where(byName(name)).limit(1);
    if (!label) throw refusal('NOT_FOUND', 'labelName', 'no such member label');
    return label;
  }

  async function memberNamed(q: Db, username: string) {
    const [member] = await q
      .select({ id: t.members.id, username: t.members.username })
      .from(t.members)
      .where(eq(t.members.username, username.toLowerCase()))
      .limit(1);
    if (!member) throw refusal('NOT_FOUND', 'username', 'no such member');
    return member;
  }

  return {
    ofMember: (memberId: number) => labelsOf(db, memberId),

    /** Every label with how many members carry it. */
    async list(): Promise<LabelSummary[]> {
      const rows = rowsOf<{
        label_name: string;
        color: string;
        color2: string;
        members: number;
        created_at: Date | string;
      }>(
        await db.execute(sql`
          select l.label_name, l.color, l.color2, l.created_at,
                 (select count(*)::int from ${t.memberLabelMembers} a where a.label_id = l.id) as members
            from ${t.memberLabels} l order by lower(l.label_name)`),
      );
      return rows.map((r) => ({
        labelName: r.label_name,
        color: r.color,
        color2: r.color2,
        members: Number(r.members),
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },

    /**
     * Creates a label, or recolours the one of that name (whatever its case). A club label's name
     * is refused: an audience naming it would mean two things.
     */
    async save(operator: string, label: MemberTag): Promise<MemberTag> {
      if (!LABEL_NAME.test(label.labelName))
        throw refusal(
          'BAD_REQUEST',
          'labelName',
          "a label name is 1 to 32 letters, digits, spaces or _.&'+-, starting with a letter or digit",
        );
      if (!LABEL_COLOR.test(label.color) || !LABEL_COLOR.test(label.color2))
        throw refusal('BAD_REQUEST', 'color', 'colours are #rgb or #rrggbb');
      return db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const [club] = await tx
          .select({ rank: t.clubLabels.rankLevel })
          .from(t.clubLabels)
          .where(sql`lower(${t.clubLabels.labelName}) = lower(${label.labelName})`)
          .limit(1);
        if (club)
          throw refusal('INVALID_STATE', 'labelName', `club rank ${club.rank} has that name`);
        const [before] = await tx
          .select()
          .from(t.memberLabels)
          .where(byName(label.labelName))
          .for('update');
        const colours = { color: label.color.toLowerCase(), color2: label.color2.toLowerCase() };
        const [saved] = before
          ? await tx
              .update(t.memberLabels)
              .set(colours)
              .where(eq(t.memberLabels.id, before.id))
              .returning()
          : await tx
              .insert(t.memberLabels)
              .values({ labelName: label.labelName, ...colours })
              .onConflictDoNothing()
              .returning();
        // Another operator created it between the read and the insert.
        if (!saved)
          throw refusal('INVALID_STATE', 'labelName', 'the label was just created; try again');
        const after = { labelName: saved.labelName, color: saved.color, color2: saved.color2 };
        await audit(
          tx,
          operator,
          before ? 'label.update' : 'label.create',
          saved.labelName,
          before ? { color: before.color, color2: before.color2 } : null,
          after,
        );
        return after;
      });
    },

    /**
     * Deletes a label and takes it from every member (the audit keeps how many had it); refused
     * while a promotion not yet ended names it in its audience.
     */
    async remove(operator: string, labelName: string): Promise<{ members: number }> {
      return db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const label = await labelNamed(tx, labelName);
        await checkUnnamed(tx, label.labelName, 'labelName');
        const taken = await tx
          .delete(t.memberLabelMembers)
          .where(eq(t.memberLabelMembers.labelId, label.id))
          .returning({ memberId: t.memberLabelMembers.memberId });
        await tx.delete(t.memberLabels).where(eq(t.memberLabels.id, label.id));
        await audit(
          tx,
          operator,
          'label.delete',
          label.labelName,
          { color: label.color, color2: label.color2, members: taken.length },
          null,
        );
        return { members: taken.length };
      });
    },

    /** Gives a member a label; giving it again changes nothing (and answers `changed: false`). */
    async assign(operator: string, username: string, labelName: string, on: boolean) {
      return db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const member = await memberNamed(tx, username);
        const label = await labelNamed(tx, labelName);
        const changed = on
          ? await tx
              .insert(t.memberLabelMembers)
              .values({ memberId: member.id, labelId: label.id, assignedBy: operator })
              .onConflictDoNothing()
              .returning({ memberId: t.memberLabelMembers.memberId })
          : await tx
              .delete(t.memberLabelMembers)
              .where(
                and(
                  eq(t.memberLabelMembers.memberId, member.id),
                  eq(t.memberLabelMembers.labelId, label.id),
                ),
              )
              .returning({ memberId: t.memberLabelMembers.memberId });
        if (changed.length > 0)
          await audit(
            tx,
            operator,
            on ? 'label.assign' : 'label.unassign',
            member.username,
            on ? null : { label: label.labelName },
            on ? { label: label.labelName } : null,
          );
        return {
          username: member.username,
          labelName: label.labelName,
          changed: changed.length > 0,
          labels: (await labelsOf(tx, member.id)).map((l) => l.labelName),
        };
      });
    },
  };
}

export type MemberLabels = ReturnType<typeof createMemberLabels>;
