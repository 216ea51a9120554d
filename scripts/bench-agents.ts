import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { platformServices } from '../platform/src/app';
import { rowsOf } from '../platform/src/db/rows';
import { hashPassword } from '../platform/src/services/accounts/crypto';
import { callPlatform, startTestPlatform } from '../platform/src/testing';

const MEMBERS = 100_000;
const FAN_OUT = 10;
const DAYS = 30;
/** Share of the tree that bets on a given day. */
const ACTIVE_SHARE = 0.2;
const CALLS = 300;

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!.toFixed(1));
};

/**
 * The agent economy at size, on PostgreSQL: a 100,000-member tree (ten directs each) with 30 days
 * of stats (a fifth of the tree bets each day) and wage and dividend contracts for every member
 * with a team. `agent_team_report_p99_ms`: the root's team overview through the call API over the
 * 30 days (goal ≤ 50 ms; `agent_team_report_cold_ms` is the first call, which counts the team);
 * `agent_daily_settle_s`: settling and paying the day's wages and the month's dividends for the
 * whole tree (goal ≤ 60 s).
 */
export async function benchAgents() {
  if (!process.env.DATABASE_URL) return {};
  const platform = await startTestPlatform();
  try {
    const db = platform.database.db;
    const services = platformServices.get(platform.app)!;
    const hash = await hashPassword(randomBytes(12).toString('hex'), 'operator');
    // Level by level: the path trigger reads each new member's upline.
    await db.execute(sql`insert into members (username, password_hash, is_agent, prize_group, first_login)
      values ('benchroot', ${hash}, 1, 1960, false)`);
    let made = 1;
    let level = 0;
    while (made < MEMBERS) {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`
          insert into members (username, password_hash, is_agent, prize_group, upline_id, first_login)
          select 'bench' || (${made} + row_number() over ()), ${hash}, case when ${level} < 3 then 1 else 0 end,
                 1958 - 2 * ${level}, p.id, false
            from members p cross join generate_series(1, ${FAN_OUT}) k
           where p.username like 'bench%' and nlevel(p.path) = ${level + 1}
           limit ${MEMBERS - made}
          returning 1 as n`),
      );
      made += rows.length;
      level += 1;
    }
    const now = new Date();
    const today = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    await db.execute(sql`
      insert into member_daily_stats (member_id, day, bets, turnover, valid_turnover, payout, rebate)
      select m.id, ${today}::date - d, 3, 50000 + (m.id * 7919 + d * 104729) % 450000,
             50000 + (m.id * 7919 + d * 104729) % 450000,
             (50000 + (m.id * 7919 + d * 104729) % 450000) * (80 + (m.id + d) % 35) / 100, 0
        from members m cross join generate_series(0, ${DAYS - 1}) d
       where m.username like 'bench%' and (m.id * 31 + d * 17) % 100 < ${ACTIVE_SHARE * 100}`);
    await db.execute(sql`
      insert into team_daily_stats (member_id, day, bets, turnover, valid_turnover, payout, rebate, active_members)
      select a::int, s.day, sum(s.bets), sum(s.turnover), sum(s.valid_turnover), sum(s.payout), 0,
             count(*) filter (where s.valid_turnover >= 1000)
        from member_daily_stats s join members m on m.id = s.member_id
        cross join unnest(string_to_array(ltree2text(m.path), '.')) a
       group by a, s.day
      on conflict (member_id, day) do update set bets = excluded.bets, turnover = excluded.turnover,
        valid_turnover = excluded.valid_turnover, payout = excluded.payout,
        active_members = excluded.active_members`);
    const root = Number(
      rowsOf<{ id: number }>(
        await db.execute(sql`select id from members where username = 'benchroot'`),
      )[0]!.id,
    );
    // Contracts: every member with a team, the root's with the platform.
    for (const [kind, period, bp] of [
      ['DAILY', 'D', 100],
      ['DIVIDEND', 'M', 3000],
    ] as const)
      await db.execute(sql`
        insert into agent_contracts (kind, period, mode, carry, check_loss, upline_id, downline_id, status,
          tiers, top_rate_bp, active_from)
        select ${kind}, ${period}, 'FIXED', 'NONE', false, m.upline_id, m.id, 'ACTIVE',
               jsonb_build_array(jsonb_build_object('minBet', 0, 'minLoss', 0, 'minActive', 1,
                 'rateBp', ${bp} - 5 * (nlevel(m.path) - 1))),
               ${bp} - 5 * (nlevel(m.path) - 1), now() - interval '60 days'
          from members m where m.username like 'bench%' and exists (select 1 from members c where c.upline_id = m.id)`);
    await db.execute(
      sql`update members set password_hash = ${await hashPassword('bench12345', 'operator')} where id = ${root}`,
    );
    const login = await callPlatform(platform, 'login', {
      username: 'benchroot',
      password: 'bench12345',
      type: 'username',
    });
    const token = login.body.value.token as string;
    const from = new Date(new Date(`${today}T00:00:00Z`).getTime() - (DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const start = performance.now();
      const answer = await callPlatform(platform, 'agentOverview', { from, to: today }, { token });
      times.push(performance.now() - start);
      if (!answer.body.success || answer.body.value.teamSize !== MEMBERS - 1)
        throw new Error(`overview: ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    const started = performance.now();
    const at = new Date(`${today}T04:00:00Z`);
    await services.agents.settle('DAILY', 'D', at);
    await services.agents.settle('DIVIDEND', 'M', at);
    for (const { id } of rowsOf<{ id: number }>(
      await db.execute(sql`select id from agent_bills where status = 'UNAPPROVE'`),
    ))
      await services.agents.approve(Number(id));
    const settleSeconds = (performance.now() - started) / 1000;
    const [bills] = rowsOf<{ n: number; issued: number }>(
      await db.execute(
        sql`select count(*)::int as n, count(*) filter (where status = 'ISSUED')::int as issued from agent_bills`,
      ),
    );
    console.log(`agents: ${MEMBERS} members, ${bills!.n} bills (${bills!.issued} issued)`);
    return {
      agent_team_report_p99_ms: p99(times.slice(1)),
      agent_team_report_cold_ms: Number(times[0]!.toFixed(1)),
      agent_daily_settle_s: Number(settleSeconds.toFixed(1)),
    };
  } finally {
    await platform.close();
  }
}

if (process.argv[1]?.endsWith('bench-agents.ts'))
  benchAgents().then(
    (figures) => console.log(JSON.stringify(figures)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
