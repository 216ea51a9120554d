import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { refusal } from '../refusal';

/**
 * Whether a member is in the audience a promotion's rules name (docs/rewards.md, Claims): a club
 * rank of at least `minRank`, and one of `labels` among the member's labels or as the name of the
 * member's club rank (names compare whatever their case). Neither set: everyone.
 *
 * `rules` is the promotion's rules as jsonb, `memberId` and `clubRank` the member's.
 */
export const inAudienceSql = (rules: SQL, memberId: SQL | number, clubRank: SQL): SQL => sql`(
  (${rules}->'minRank' is null or (${rules}->>'minRank')::int <= ${clubRank})
  and (${rules}->'labels' is null or exists (
    select 1 from jsonb_array_elements_text(${rules}->'labels') as wanted(name)
     where lower(wanted.name) in (
       select lower(c.label_name) from club_labels c where c.rank_level = ${clubRank}
       union all
       select lower(l.label_name) from member_label_members a
         join member_labels l on l.id = a.label_id
        where a.member_id = ${memberId}))))`;

/**
 * The promotions not yet ended whose `labels` audience names `name` (whatever its case). A label
 * or club rank they name must not lose that name: the promotion would quietly reach nobody.
 */
export async function promotionsNaming(q: Db, name: string, now = new Date()): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await q.execute(sql`select p.id from promotions p
      where (p.end_at is null or p.end_at > ${now.toISOString()}::timestamptz)
        and exists (select 1 from jsonb_array_elements_text(p.rules->'labels') as named(name)
                     where lower(named.name) = lower(${name}))
      order by p.id`),
  );
  return rows.map((r) => Number(r.id));
}

/** Refuses (INVALID_STATE) when open promotions name `name` in their audience. */
export async function checkUnnamed(q: Db, name: string, field: string) {
  const ids = await promotionsNaming(q, name);
  if (ids.length > 0)
    throw refusal(
      'INVALID_STATE',
      field,
      `promotion ${ids.join(', ')} names "${name}" in its audience: change it (promotions set) or close it first`,
    );
}
