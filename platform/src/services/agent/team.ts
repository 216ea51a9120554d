import { sql } from 'drizzle-orm';
import type { Breadcrumb, Downline, DownlinePage } from '../../../../lib/contract/agent';
import { CallError } from '../../../../lib/contract/envelope';
import { AGENT_TYPES, TRIAL_ACCOUNT } from '../../../../lib/contract/member';
import type { Db } from '../../db/client';
import { rowsOf, pgArray } from '../../db/rows';

/** A member of the tree as the agent centre needs it. */
export type TreeMember = {
  id: number;
  username: string;
  isAgent: number;
  prizeGroup: number;
  uplineId: number | null;
  path: string;
};

type Row = {
  id: number;
  username: string;
  is_agent: number;
  prize_group: number;
  upline_id: number | null;
  path: string;
};
const toMember = (r: Row): TreeMember => ({
  id: Number(r.id),
  username: r.username,
  isAgent: Number(r.is_agent),
  prizeGroup: Number(r.prize_group),
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  path: r.path,
});
const columns = sql`id, username, is_agent, prize_group, upline_id, path::text as path`;

export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

export async function memberById(db: Db, id: number): Promise<TreeMember | null> {
  const [row] = rowsOf<Row>(await db.execute(sql`select ${columns} from members where id = ${id}`));
  return row ? toMember(row) : null;
}

/** The signed-in member as an agent: trial accounts and plain members are refused. */
export async function agentOf(db: Db, memberId: number): Promise<TreeMember> {
  const me = await memberById(db, memberId);
  if (!me) throw new CallError('UNAUTHORIZED');
  if (me.isAgent === TRIAL_ACCOUNT) throw new CallError('TRIAL_ACCOUNT');
  if (!isAgentType(me.isAgent)) throw new CallError('AGENT_ONLY');
  return me;
}

/**
 * A member of the agent's team below it, by account name (or the agent itself when `self` is
 * allowed). Anyone else, existing or not, is NOT_IN_TEAM: the answer tells nothing about accounts
 * outside the team.
 */
export async function teamMember(
  db: Db,
  agent: TreeMember,
  account: string,
  options: { self?: boolean } = {},
): Promise<TreeMember> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`select ${columns} from members
      where username = ${account.toLowerCase()} and path <@ ${agent.path}::ltree`),
  );
  if (!row || (!options.self && Number(row.id) === agent.id)) throw new CallError('NOT_IN_TEAM');
  return toMember(row);
}

/** Account names from the agent down to `member` (both included). */
export async function breadcrumb(
  db: Db,
  agent: TreeMember,
  member: TreeMember,
): Promise<Breadcrumb> {
  const ids = member.path.split('.').map(Number);
  const from = ids.indexOf(agent.id);
  const line = ids.slice(from < 0 ? ids.length - 1 : from);
  const names = new Map(
    rowsOf<{ id: number; username: string }>(
      await db.execute(sql`select id, username from members
        where id = any(${pgArray(line)}::int[])`),
    ).map((r) => [Number(r.id), r.username]),
  );
  return line.map((id) => names.get(id) ?? String(id));
}

/** One level of the team: `parent`'s directs with their balance, team size and directs. */
export async function downlines(
  db: Db,
  agent: TreeMember,
  query: { parent?: string; account?: string; pageNo?: number; pageSize?: number },
): Promise<DownlinePage> {
  const parent = query.parent ? await teamMember(db, agent, query.parent, { self: true }) : agent;
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where = query.account
    ? sql`m.upline_id = ${parent.id} and m.username like ${`${query.account.toLowerCase()}%`}`
    : sql`m.upline_id = ${parent.id}`;
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from members m where ${where}`),
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select m.username, m.is_agent, m.prize_group, m.status, m.created_at, m.last_login_at,
             coalesce((select balance from ledger_accounts a
                        where a.member_id = m.id and a.code = 'MAIN'), 0) as balance,
             (select count(*) from members t where t.path <@ m.path) - 1 as team_size,
             (select count(*) from members d where d.upline_id = m.id) as directs
        from members m where ${where}
       order by m.id limit ${pageSize} offset ${(pageNo - 1) * pageSize}`),
  );
  const list: Downline[] = rows.map((r) => ({
    account: String(r.username),
    type: Number(r.is_agent),
    prizeGroup: Number(r.prize_group),
    balance: Number(r.balance),
    teamSize: Number(r.team_size),
    directs: Number(r.directs),
    createdAt: new Date(r.created_at as string).toISOString(),
    lastLoginAt: r.last_login_at ? new Date(r.last_login_at as string).toISOString() : null,
    status: r.status === 'frozen' ? 'frozen' : 'active',
  }));
  const total = count?.n ?? 0;
  return {
    list,
    total,
    pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    breadcrumb: await breadcrumb(db, agent, parent),
  };
}

/**
 * Sets a team member's prize group: never above the agent's own (nor its upline's), never below a
 * group one of its own directs holds (a downline's group stays ≤ its upline's).
 */
export async function setGroup(db: Db, agent: TreeMember, account: string, group: number) {
  const member = await teamMember(db, agent, account);
  const [row] = rowsOf<{ upline_group: number; below: number | null }>(
    await db.execute(sql`select
        (select prize_group from members where id = ${member.uplineId}) as upline_group,
        (select max(prize_group) from members where upline_id = ${member.id}) as below`),
  );
  if (group > agent.prizeGroup || group > Number(row?.upline_group ?? agent.prizeGroup))
    throw new CallError('GROUP_TOO_HIGH');
  if (row?.below !== null && row?.below !== undefined && group < Number(row.below))
    throw new CallError('INVALID_STATE', 'a direct holds a higher group');
  await db.execute(sql`update members set prize_group = ${group} where id = ${member.id}`);
  await audit(
    db,
    agent,
    'agent.group',
    member.username,
    { prizeGroup: member.prizeGroup },
    { prizeGroup: group },
  );
}

/**
 * Moves a team member, with its whole team, under another agent of the agent's team (or the agent
 * itself), in one statement. Refused when that would make a cycle or lift a group above its new
 * upline's. Contracts with the old upline end (their closed bills stay as they were).
 */
export async function transferUpline(db: Db, agent: TreeMember, account: string, to: string) {
  const member = await teamMember(db, agent, account);
  const target = await teamMember(db, agent, to, { self: true });
  if (
    target.id === member.id ||
    target.path === member.path ||
    target.path.startsWith(`${member.path}.`)
  )
    throw new CallError('TRANSFER_CYCLE');
  if (!isAgentType(target.isAgent)) throw new CallError('AGENT_ONLY', 'the new upline is no agent');
  if (member.prizeGroup > target.prizeGroup) throw new CallError('GROUP_TOO_HIGH');
  if (target.id === member.uplineId) return;
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx.execute(sql`
      update members set
        path = ${target.path}::ltree || subpath(path, nlevel(${member.path}::ltree) - 1),
        upline_id = case when id = ${member.id} then ${target.id} else upline_id end
      where path <@ ${member.path}::ltree`);
    await tx.execute(sql`
      update agent_contracts set status = 'TERMINATED', ended_at = now()
       where downline_id = ${member.id} and upline_id = ${member.uplineId}
         and status in ('PENDING', 'ACTIVE')`);
    await audit(
      tx,
      agent,
      'agent.transfer',
      member.username,
      { upline: member.uplineId },
      { upline: target.id },
    );
  });
}

export async function audit(
  db: Db,
  agent: Pick<TreeMember, 'username'>,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
) {
  await db.execute(sql`insert into operator_audit (operator, action, target, before, after)
    values (${`agent:${agent.username}`}, ${action}, ${target}, ${JSON.stringify(before)}::jsonb,
            ${JSON.stringify(after)}::jsonb)`);
}
