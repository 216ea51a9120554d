/**
 * Sign-ups in team stats (migrations 0021, 0036): every new member counts once in its own team's
 * row for the merchant's day and once in each upline's, whether members arrive one by one (sign-up)
 * or many in one statement (imports), where each upline's row is written once per statement.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { openScratchDatabase } from '../../db/scratch';

let database: Database;
beforeAll(async () => {
  database = await openScratchDatabase();
});
afterAll(() => database.close());

const insert = (usernames: string[], upline: string | null, agent = false) =>
  database.db.execute(sql`
    insert into members (username, password_hash, is_agent, upline_id, first_login)
    select u, 'x', ${agent ? 1 : 0}, (select id from members where username = ${upline}), false
      from unnest(${`{${usernames.join(',')}}`}::text[]) u`);

const names = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);

it("counts each new member once in its own and every upline's sign-ups of the day", async () => {
  await insert(['top'], null, true);
  await insert(['solo'], 'top');
  await insert(names('agent', 3), 'top', true);
  for (const agent of names('agent', 3)) await insert(names(`${agent}m`, 100), agent);
  await insert(names('late', 50), 'agent1');
  await insert(['leaf'], 'late7');

  // The model: a member's sign-ups are the members whose path passes through it, itself included.
  const rows = rowsOf<{ username: string; counted: number | null; team: number }>(
    await database.db.execute(sql`
      select m.username, s.new_members as counted,
             (select count(*) from members d where d.path <@ m.path)::int as team
        from members m
        left join team_daily_stats s on s.member_id = m.id
         and s.day = (now() at time zone 'UTC' + interval '8 hours')::date`),
  );
  expect(rows).toHaveLength(1 + 1 + 3 + 300 + 50 + 1);
  for (const row of rows)
    expect({ [row.username]: Number(row.counted) }).toEqual({ [row.username]: row.team });
  const team = (username: string) => rows.find((r) => r.username === username)!.team;
  expect([team('top'), team('agent0'), team('agent1'), team('late7'), team('leaf')]).toEqual([
    356, 101, 152, 2, 1,
  ]);
});
