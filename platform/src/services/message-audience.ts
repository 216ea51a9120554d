import { sql, type SQL } from 'drizzle-orm';
import { CallError } from '../../../lib/contract/envelope';
import { TRIAL_ACCOUNT } from '../../../lib/contract/member';
import type { Db } from '../db/client';
import * as t from '../db/schema';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Who an operator's message goes to: one member, a club rank, a label (a club label's ranks and
 * the members given a member label of that name), or everyone.
 */
export type Audience = { username: string } | { rank: number } | { label: string } | { all: true };

export const audienceName = (audience: Audience): string =>
  'username' in audience
    ? `member:${audience.username}`
    : 'rank' in audience
      ? `rank:${audience.rank}`
      : 'label' in audience
        ? `label:${audience.label}`
        : 'all';

/**
 * The members an audience names. A member named by username gets it whatever their state, as
 * before; a segment reaches active accounts that have an inbox (free-play trials have none).
 */
function recipients(audience: Audience): SQL {
  const m = t.members;
  if ('username' in audience) return sql`${m.username} = ${audience.username.toLowerCase()}`;
  const inbox = sql`${m.status} = 'active' and ${m.isAgent} <> ${TRIAL_ACCOUNT}`;
  if ('rank' in audience) return sql`${inbox} and ${m.clubRank} = ${audience.rank}`;
  if ('label' in audience)
    return sql`${inbox} and (${m.clubRank} in (select ${t.clubLabels.rankLevel} from ${t.clubLabels}
      where lower(${t.clubLabels.labelName}) = lower(${audience.label}))
      or ${m.id} in (select a.member_id from ${t.memberLabelMembers} a
        join ${t.memberLabels} l on l.id = a.label_id
       where lower(l.label_name) = lower(${audience.label})))`;
  return inbox;
}

/**
 * Writes one plain-text message to every member of the audience in a single INSERT ... SELECT,
 * with its audit row in the same transaction; answers how many members it reached. An unknown
 * member or label is NOT_FOUND (a rank nobody holds reaches 0).
 */
export async function deliverMessage(
  db: Db,
  operator: string,
  audience: Audience,
  message: { title: string; content: string },
): Promise<{ reached: number }> {
  return db.transaction(async (tx) => {
    if ('label' in audience) {
      const known = rowsOf<{ one: number }>(
        await tx.execute(
          sql`select 1 as one from ${t.clubLabels} where lower(${t.clubLabels.labelName}) = lower(${audience.label})
              union all
              select 1 from ${t.memberLabels} where lower(${t.memberLabels.labelName}) = lower(${audience.label})`,
        ),
      );
      if (known.length === 0) throw new CallError('NOT_FOUND', 'no such club or member label');
    }
    const [sent] = rowsOf<{ reached: number }>(
      await tx.execute(sql`
        with sent as (
          insert into ${t.memberMessages} (member_id, title, content)
          select ${t.members.id}, ${message.title}, ${message.content}
          from ${t.members}
          where ${recipients(audience)}
          returning 1
        )
        select count(*)::int as reached from sent`),
    );
    const reached = Number(sent?.reached ?? 0);
    if ('username' in audience && reached === 0) throw new CallError('NOT_FOUND', 'no such member');
    await tx.insert(t.operatorAudit).values({
      operator,
      action: 'message.send',
      target: audienceName(audience),
      before: null,
      after: { title: message.title, reached },
    });
    return { reached };
  });
}
