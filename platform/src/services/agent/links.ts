import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AgentProfile, RegLink } from '../../../../lib/contract/agent';
import { PRIZE_GROUP } from '../../../../lib/contract/agent';
import { CallError } from '../../../../lib/contract/envelope';
import type { Db } from '../../db/client';
import { sqlState } from '../../db/errors';
import { rowsOf } from '../../db/rows';
import { hashPassword } from '../accounts/crypto';
import { audit, type TreeMember } from './team';

/** Agents open members (0) and agents (1); other types are operators' to give. */
const OPEN_TYPES = [0, 1];

export function profileOf(agent: TreeMember, affiliateCode: string | null): AgentProfile {
  return {
    account: agent.username,
    type: agent.isAgent,
    prizeGroup: agent.prizeGroup,
    minPrizeGroup: PRIZE_GROUP.min,
    openTypes: OPEN_TYPES,
    affiliateCode,
    // A top (general) agent has nobody above to send money to (AGENTS.md, type 2).
    canTransferUpline: agent.isAgent !== 2 && agent.uplineId !== null,
  };
}

function checkOffer(agent: TreeMember, type: number, group: number) {
  if (!OPEN_TYPES.includes(type)) throw new CallError('BAD_REQUEST', 'type');
  if (group > agent.prizeGroup) throw new CallError('GROUP_TOO_HIGH');
}

/** registerCenter: a downline account opened by its agent, with a type and a group ≤ its own. */
export async function openAccount(
  db: Db,
  agent: TreeMember,
  input: { username: string; password: string; type: number; prizeGroup: number },
  ip: string,
): Promise<{ account: string }> {
  checkOffer(agent, input.type, input.prizeGroup);
  const username = input.username.toLowerCase();
  try {
    await db.execute(sql`insert into members
        (username, password_hash, is_agent, prize_group, upline_id, must_change_password, register_ip)
      values (${username}, ${await hashPassword(input.password, 'public')}, ${input.type},
              ${input.prizeGroup}, ${agent.id}, true, ${ip})`);
  } catch (error) {
    if (sqlState(error) === '23505') throw new CallError('ACCOUNT_EXISTS');
    throw error;
  }
  await audit(db, agent, 'agent.open', username, null, {
    type: input.type,
    prizeGroup: input.prizeGroup,
  });
  return { account: username };
}

type LinkRow = {
  id: number;
  code: string;
  type: number;
  prize_group: number;
  expires_at: string | Date | null;
  max_uses: number | null;
  uses: number;
  disabled_at: string | Date | null;
  created_at: string | Date;
};
const iso = (v: string | Date) => new Date(v).toISOString();

function toLink(r: LinkRow, now: Date): RegLink {
  const expired = r.expires_at !== null && new Date(r.expires_at) <= now;
  const usedUp = r.max_uses !== null && Number(r.uses) >= Number(r.max_uses);
  return {
    id: Number(r.id),
    code: r.code,
    type: Number(r.type),
    prizeGroup: Number(r.prize_group),
    expiresAt: r.expires_at ? iso(r.expires_at) : null,
    maxUses: r.max_uses === null ? null : Number(r.max_uses),
    uses: Number(r.uses),
    createdAt: iso(r.created_at),
    status: r.disabled_at ? 'DISABLED' : expired ? 'EXPIRED' : usedUp ? 'USED_UP' : 'ACTIVE',
  };
}

/** Link codes: 10 characters without look-alikes (no 0/O, 1/I), about 50 bits. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const linkCode = () => [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

export async function createLink(
  db: Db,
  agent: TreeMember,
  input: { type: number; prizeGroup: number; expiresInDays?: number; maxUses?: number },
  now: Date,
): Promise<RegLink> {
  checkOffer(agent, input.type, input.prizeGroup);
  const expires = input.expiresInDays
    ? new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString()
    : null;
  const [row] = rowsOf<LinkRow>(
    await db.execute(sql`insert into agent_links (member_id, code, type, prize_group, expires_at, max_uses)
      values (${agent.id}, ${linkCode()}, ${input.type}, ${input.prizeGroup},
              ${expires}::timestamptz, ${input.maxUses ?? null})
      returning *`),
  );
  return toLink(row!, now);
}

export async function links(db: Db, agent: TreeMember, now: Date): Promise<RegLink[]> {
  return rowsOf<LinkRow>(
    await db.execute(
      sql`select * from agent_links where member_id = ${agent.id} order by id desc limit 200`,
    ),
  ).map((r) => toLink(r, now));
}

export async function disableLink(db: Db, agent: TreeMember, id: number): Promise<void> {
  const rows = rowsOf(
    await db.execute(sql`update agent_links set disabled_at = coalesce(disabled_at, now())
      where id = ${id} and member_id = ${agent.id} returning id`),
  );
  if (rows.length === 0) throw new CallError('NOT_FOUND');
}

/** What registering with an invitation code gives: the upline, and the link's type and group. */
export type Invitation = {
  uplineId: number;
  linkId: number | null;
  type: number;
  prizeGroup: number | null;
};

/** An invitation link by code, if it is one: refused once expired, disabled or used up. */
export async function linkByCode(db: Db, code: string, now: Date): Promise<Invitation | null> {
  const [row] = rowsOf<LinkRow & { member_id: number; agent_type: number; agent_status: string }>(
    await db.execute(sql`select l.*, m.is_agent as agent_type, m.status as agent_status
      from agent_links l join members m on m.id = l.member_id
      where l.code = ${code.trim().toUpperCase()}`),
  );
  if (!row) return null;
  const link = toLink(row, now);
  if (link.status === 'EXPIRED' || link.status === 'DISABLED') throw new CallError('LINK_EXPIRED');
  if (link.status === 'USED_UP') throw new CallError('LINK_USED_UP');
  if (row.agent_status !== 'active') throw new CallError('AFFILIATE_INVALID');
  return {
    uplineId: Number(row.member_id),
    linkId: link.id,
    type: link.type,
    prizeGroup: link.prizeGroup,
  };
}

/**
 * Takes one use of a link for a registration, in the registration's transaction: the guard makes
 * the last use go to exactly one of two racing sign-ups.
 */
export async function useLink(tx: Db, linkId: number, now: Date): Promise<void> {
  const rows = rowsOf(
    await tx.execute(sql`update agent_links set uses = uses + 1
      where id = ${linkId} and disabled_at is null
        and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)
        and (max_uses is null or uses < max_uses)
      returning id`),
  );
  if (rows.length === 0) throw new CallError('LINK_USED_UP');
}
