import { sql, type SQL } from 'drizzle-orm';
import type {
  AgentPage,
  IncomeReport,
  ProfitPage,
  TeamBetPage,
  TeamOverview,
  TeamTotals,
  TeamTransaction,
} from '../../../../lib/contract/agent';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { breadcrumb, teamMember, type TreeMember } from './team';
import { dayEnd, dayStart, merchantDay } from './windows';

/** A range of merchant days; by default the last 7 days to today. Reversed ends are swapped. */
export function rangeOf(
  q: { from?: string; to?: string },
  now: Date,
): { from: string; to: string } {
  const to = q.to ?? merchantDay(now);
  const from = q.from ?? merchantDay(new Date(dayStart(to).getTime() - 6 * 86_400_000));
  return from <= to ? { from, to } : { from: to, to: from };
}

const totalsSql = sql`coalesce(sum(s.deposits), 0) as deposits,
  coalesce(sum(s.withdrawals), 0) as withdrawals, coalesce(sum(s.turnover), 0) as bets,
  coalesce(sum(s.valid_turnover), 0) as valid_bets, coalesce(sum(s.payout), 0) as wins,
  coalesce(sum(s.rebate + s.agent_rebate), 0) as rebates, coalesce(sum(s.promotions), 0) as promotions`;

function toTotals(r: Record<string, unknown> | undefined): TeamTotals {
  const n = (k: string) => Number(r?.[k] ?? 0);
  const t = {
    deposits: n('deposits'),
    withdrawals: n('withdrawals'),
    bets: n('bets'),
    validBets: n('valid_bets'),
    wins: n('wins'),
    rebates: n('rebates'),
    promotions: n('promotions'),
  };
  return { ...t, pnl: t.wins + t.rebates + t.promotions - t.validBets };
}

const inRange = (r: { from: string; to: string }) =>
  sql`s.day >= ${r.from}::date and s.day <= ${r.to}::date`;

/**
 * Who is in the team now: size, directs and the team's money in main wallets. Counting a large
 * team costs a scan of it, so each agent's figures are kept for half a minute.
 */
const PEOPLE_TTL_MS = 30_000;
const people = new Map<number, { at: number; value: Promise<Record<string, string>> }>();
function peopleOf(db: Db, agent: TreeMember): Promise<Record<string, string>> {
  const now = Date.now();
  const known = people.get(agent.id);
  if (known && now - known.at < PEOPLE_TTL_MS) return known.value;
  if (people.size > 10_000) people.clear();
  const value = db
    .execute(
      sql`select count(*) - 1 as team_size,
          count(*) filter (where m.upline_id = ${agent.id}) as directs,
          coalesce(sum((select a.balance from ledger_accounts a
                         where a.member_id = m.id and a.code = 'MAIN')), 0) as balance
        from members m where m.path <@ ${agent.path}::ltree`,
    )
    .then((r) => rowsOf<Record<string, string>>(r)[0] ?? {});
  people.set(agent.id, { at: now, value });
  value.catch(() => people.delete(agent.id));
  return value;
}

const teamSums = sql`${totalsSql}, coalesce(sum(s.first_depositors), 0) as first_depositors,
  coalesce(sum(s.new_members), 0) as new_members`;

/**
 * The team overview from the team's day rows (a few rows whatever the team's size): what moved in
 * the range, by day, and who is in the team. Active members are a day's figure (AGENTS.md: active
 * by period): the headline gives the range's last day, the trend each day.
 */
export async function overview(
  db: Db,
  agent: TreeMember,
  q: { from?: string; to?: string },
  now: Date,
): Promise<Omit<TeamOverview, 'contracts'>> {
  const r = rangeOf(q, now);
  const days = rowsOf<Record<string, string>>(
    await db.execute(sql`select s.day::text as day, ${teamSums},
        coalesce(sum(s.active_members), 0) as active
      from team_daily_stats s where s.member_id = ${agent.id} and ${inRange(r)}
      group by s.day order by s.day`),
  );
  const byDay = new Map(days.map((d) => [d.day, d]));
  const trend: TeamOverview['trend'] = [];
  for (let t = dayStart(r.from).getTime(); t <= dayStart(r.to).getTime(); t += 86_400_000) {
    const day = merchantDay(new Date(t));
    const row = byDay.get(day);
    const totals = toTotals(row);
    trend.push({ day, bets: totals.bets, pnl: totals.pnl, active: Number(row?.active ?? 0) });
  }
  const total = (k: string) => days.reduce((a, d) => a + Number(d[k] ?? 0), 0);
  const sums = Object.fromEntries(
    ['deposits', 'withdrawals', 'bets', 'valid_bets', 'wins', 'rebates', 'promotions'].map((k) => [
      k,
      total(k),
    ]),
  );
  const team = await peopleOf(db, agent);
  return {
    ...toTotals(sums),
    from: r.from,
    to: r.to,
    teamSize: Number(team.team_size ?? 0),
    directs: Number(team.directs ?? 0),
    newMembers: total('new_members'),
    firstDepositors: total('first_depositors'),
    activeMembers: trend.at(-1)?.active ?? 0,
    balance: Number(team.balance ?? 0),
    trend,
  };
}

/** Profit and loss per direct of `parent` (each with its whole team), and the level's totals. */
export async function profit(
  db: Db,
  agent: TreeMember,
  q: { from?: string; to?: string; parent?: string; pageNo?: number; pageSize?: number },
  now: Date,
): Promise<ProfitPage> {
  const r = rangeOf(q, now);
  const parent = q.parent ? await teamMember(db, agent, q.parent, { self: true }) : agent;
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 20;
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from members where upline_id = ${parent.id}`),
  );
  const rows = rowsOf<Record<string, string>>(
    await db.execute(sql`
      with d as (select id, username, prize_group, path from members where upline_id = ${parent.id}
                 order by id limit ${pageSize} offset ${(pageNo - 1) * pageSize})
      select d.id, d.username, d.prize_group,
        (select count(*) from members t where t.path <@ d.path) - 1 as team_size,
        exists (select 1 from members c where c.upline_id = d.id) as drill,
        x.*
      from d cross join lateral (
        select ${totalsSql} from team_daily_stats s where s.member_id = d.id and ${inRange(r)}) x
      order by d.id`),
  );
  const [level] = rowsOf<Record<string, string>>(
    await db.execute(sql`select ${totalsSql} from team_daily_stats s
      where s.member_id = ${parent.id} and ${inRange(r)}`),
  );
  const total = count?.n ?? 0;
  return {
    list: rows.map((row) => ({
      ...toTotals(row),
      account: row.username!,
      prizeGroup: Number(row.prize_group),
      teamSize: Number(row.team_size),
      drill: row.drill === 'true' || (row.drill as unknown) === true,
    })),
    total,
    pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    breadcrumb: await breadcrumb(db, agent, parent),
    totals: toTotals(level),
  };
}

/** The agent's own income by day: rebates from its team's bets, wages and dividends. */
export async function income(
  db: Db,
  agent: TreeMember,
  q: { from?: string; to?: string },
  now: Date,
): Promise<IncomeReport> {
  const r = rangeOf(q, now);
  const list = rowsOf<Record<string, string>>(
    await db.execute(sql`select s.day::text as day, s.agent_rebate as rebate, s.wage, s.dividend
      from member_daily_stats s where s.member_id = ${agent.id} and ${inRange(r)}
        and (s.agent_rebate <> 0 or s.wage <> 0 or s.dividend <> 0)
      order by s.day desc`),
  ).map((row) => {
    const [rebate, wage, dividend] = [row.rebate, row.wage, row.dividend].map(Number) as [
      number,
      number,
      number,
    ];
    return { day: row.day!, rebate, wage, dividend, total: rebate + wage + dividend };
  });
  const sum = (k: 'rebate' | 'wage' | 'dividend' | 'total') => list.reduce((a, x) => a + x[k], 0);
  return {
    list,
    totals: {
      rebate: sum('rebate'),
      wage: sum('wage'),
      dividend: sum('dividend'),
      total: sum('total'),
    },
  };
}

type Paged = { pageNo?: number; pageSize?: number };

async function scope(db: Db, agent: TreeMember, account?: string): Promise<SQL> {
  if (!account) return sql`m.path <@ ${agent.path}::ltree`;
  const member = await teamMember(db, agent, account, { self: true });
  return sql`m.id = ${member.id}`;
}

/** The team's lottery bets (the betting record of everyone in the team), newest first. */
export async function teamBets(
  db: Db,
  agent: TreeMember,
  q: Paged & { from?: string; to?: string; account?: string; game?: string; status?: string },
  now: Date,
): Promise<TeamBetPage> {
  const r = rangeOf(q, now);
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 20;
  const status: Record<string, SQL> = {
    pending: sql`o.status = 'PENDING'`,
    won: sql`o.status = 'WON'`,
    lost: sql`o.status = 'LOST'`,
    cancelled: sql`o.status in ('CANCELLED', 'VOID', 'TIE')`,
  };
  const where = sql`${await scope(db, agent, q.account)} and not o.trial
    and o.placed_at >= ${dayStart(r.from).toISOString()}::timestamptz
    and o.placed_at < ${dayEnd(r.to).toISOString()}::timestamptz
    ${q.game ? sql`and o.game_code = ${q.game}` : sql``}
    ${q.status ? sql`and ${status[q.status]!}` : sql``}`;
  const from = sql`from lottery_orders o join members m on m.id = o.member_id where ${where}`;
  const [sum] = rowsOf<Record<string, string>>(
    await db.execute(sql`select count(*)::int as n, coalesce(sum(o.stake), 0) as stake,
      coalesce(sum(o.payout), 0) as win ${from}`),
  );
  const list = rowsOf<Record<string, string>>(
    await db.execute(sql`select m.username, o.order_no, o.game_code, o.stake, o.payout, o.refund,
        o.status, o.placed_at ${from} order by o.placed_at desc, o.id desc
      limit ${pageSize} offset ${(pageNo - 1) * pageSize}`),
  ).map((o) => ({
    account: o.username!,
    betId: o.order_no!,
    game: o.game_code!,
    stake: Number(o.stake),
    win: Number(o.payout) + Number(o.refund),
    status: (o.status === 'PENDING'
      ? 'pending'
      : o.status === 'WON'
        ? 'won'
        : o.status === 'LOST'
          ? 'lost'
          : 'cancelled') as TeamBetPage['list'][number]['status'],
    betTime: new Date(o.placed_at!).toISOString(),
  }));
  const total = Number(sum?.n ?? 0);
  return {
    list,
    total,
    pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    totals: { stake: Number(sum?.stake ?? 0), win: Number(sum?.win ?? 0) },
  };
}

const TX_KINDS: Record<string, string[]> = {
  deposit: ['deposit', 'deposit_fee'],
  withdrawal: ['withdrawal', 'withdrawal_payout', 'withdrawal_refund'],
  bet: ['bet', 'rollback', 'refund'],
  win: ['win'],
  rebate: ['rebate'],
  wage: ['wage'],
  dividend: ['dividend'],
  bonus: ['bonus'],
  transfer: ['transfer', 'upline_transfer'],
};

/** The team's main-wallet ledger entries, newest first. */
export async function teamTransactions(
  db: Db,
  agent: TreeMember,
  q: Paged & { from?: string; to?: string; account?: string; kind?: string },
  now: Date,
): Promise<AgentPage<TeamTransaction>> {
  const r = rangeOf(q, now);
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 20;
  const kinds = q.kind ? TX_KINDS[q.kind] : undefined;
  const where = sql`${await scope(db, agent, q.account)} and a.code = 'MAIN'
    and e.created_at >= ${dayStart(r.from).toISOString()}::timestamptz
    and e.created_at < ${dayEnd(r.to).toISOString()}::timestamptz
    ${
      kinds
        ? sql`and t.kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql``
    }`;
  const from = sql`from ledger_entries e join ledger_accounts a on a.id = e.account_id
    join members m on m.id = a.member_id join ledger_transfers t on t.id = e.transfer_id where ${where}`;
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${from}`));
  const list = rowsOf<Record<string, string>>(
    await db.execute(sql`select e.id, m.username, t.kind, e.amount, e.balance_after, e.created_at,
        t.reference ${from} order by e.id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`),
  ).map((e) => ({
    id: Number(e.id),
    account: e.username!,
    kind: e.kind!,
    amount: Number(e.amount),
    balanceAfter: Number(e.balance_after),
    time: new Date(e.created_at!).toISOString(),
    reference: e.reference ?? null,
  }));
  const total = count?.n ?? 0;
  return { list, total, pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
