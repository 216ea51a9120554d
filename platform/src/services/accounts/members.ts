import { and, eq, inArray, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import { AGENT_TYPES, type MemberInfo } from '../../../../lib/contract/member';
import { DEFAULT_PRIZE_GROUP } from '../../../../lib/contract/agent';
import type { Db } from '../../db/client';
import { linkByCode, type Invitation } from '../agent/links';
import { labelsQuery } from './labels';
import * as t from '../../db/schema';

export type MemberRow = typeof t.members.$inferSelect;

export function maskMobile(mobile: string | null): string | null {
  return mobile ? `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}` : null;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

export function isAgentType(isAgent: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(isAgent);
}

/** Reading members: by id, username, mobile; their public profile; agents' invitation codes. */
export function createMembers(db: Db) {
  // The signed-in header asks for these on every page: prepared once, not rebuilt per call.
  const infoById = db
    .select({ member: t.members, label: t.clubLabels })
    .from(t.members)
    .leftJoin(t.clubLabels, eq(t.clubLabels.rankLevel, t.members.clubRank))
    .where(eq(t.members.id, sql.placeholder('id')))
    .limit(1)
    .prepare('member_info');
  const labelsById = labelsQuery(db).prepare('member_labels_of');
  return {
    async byId(id: number): Promise<MemberRow | null> {
      const [row] = await db.select().from(t.members).where(eq(t.members.id, id)).limit(1);
      return row ?? null;
    },

    async byUsername(username: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(t.members)
        .where(eq(t.members.username, username.trim().toLowerCase()))
        .limit(1);
      return row ?? null;
    },

    async byMobile(countryDialingCode: string, mobileNum: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(t.members)
        .where(
          and(
            eq(t.members.countryDialingCode, countryDialingCode),
            eq(t.members.mobileNum, mobileNum),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * What an invitation code gives: an agent's own code (a member of the default group under it)
     * or one of its invitation links (the link's type and group); AFFILIATE_INVALID when neither,
     * LINK_EXPIRED / LINK_USED_UP for a link past its date or its uses.
     */
    async invitation(code: string): Promise<Invitation> {
      const link = await linkByCode(db, code, new Date());
      if (link) return link;
      const [row] = await db
        .select()
        .from(t.members)
        .where(
          and(
            eq(t.members.affiliateCode, code.trim().toUpperCase()),
            inArray(t.members.isAgent, [...AGENT_TYPES]),
            eq(t.members.status, 'active'),
          ),
        )
        .limit(1);
      if (!row) throw new CallError('AFFILIATE_INVALID');
      return {
        uplineId: row.id,
        linkId: null,
        type: 0,
        prizeGroup: Math.min(row.prizeGroup, DEFAULT_PRIZE_GROUP),
      };
    },

    async info(id: number): Promise<MemberInfo> {
      const [[row], memberLabel] = await Promise.all([
        infoById.execute({ id }),
        labelsById.execute({ memberId: id }),
      ]);
      if (!row) throw new CallError('UNAUTHORIZED');
      const { member, label } = row;
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname,
        type: isAgentType(member.isAgent) ? 'agent' : 'member',
        isAgent: member.isAgent,
        // A top (general) agent has nobody above to send money to (AGENTS.md, type 2).
        toUpline: member.uplineId !== null && member.isAgent !== 2,
        clubLabel: label && {
          labelName: label.labelName,
          color: label.color,
          color2: label.color2,
          rankLevel: label.rankLevel,
        },
        memberLabel,
        language: member.language,
        mobileNum: maskMobile(member.mobileNum),
        email: maskEmail(member.email),
        lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
      };
    },

    async setLanguage(id: number, language: string): Promise<void> {
      await db.update(t.members).set({ language }).where(eq(t.members.id, id));
    },

    async firstLoginDone(id: number): Promise<void> {
      await db.update(t.members).set({ firstLogin: false }).where(eq(t.members.id, id));
    },

    async loggedIn(id: number, ip: string): Promise<void> {
      await db
        .update(t.members)
        .set({ lastLoginAt: sql`now()`, lastLoginIp: ip })
        .where(eq(t.members.id, id));
    },
  };
}

export type Members = ReturnType<typeof createMembers>;
