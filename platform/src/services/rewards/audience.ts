import { sql, type SQL } from 'drizzle-orm';

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
