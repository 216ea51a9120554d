import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { CallError } from '../../../lib/contract/envelope';
import type { MemberMessage, RecordPage } from '../../../lib/contract/wallet';
import type { Db } from '../db/client';
import { pageOf } from '../db/paging';
import * as t from '../db/schema';
import { deliverMessage, type Audience } from './message-audience';
import { fill, localeOf, moneyIn, portalTexts } from './portal-texts';

/** Money decisions the member hears about in the inbox. */
export type MoneyNotice =
  'depositConfirmed' | 'depositRejected' | 'withdrawalPaid' | 'withdrawalRejected';

/**
 * Writes a money decision to the member's inbox in their language, stored as text: the inbox
 * shows what was sent, as operators' messages are. Pass the transaction that made the decision,
 * so that both land or neither does.
 */
export async function sendMoneyNotice(
  db: Db,
  memberId: number,
  notice: MoneyNotice,
  order: { id: number; amount: number },
) {
  const [member] = await db
    .select({ language: t.members.language })
    .from(t.members)
    .where(eq(t.members.id, memberId));
  const [brand] = await db
    .select({ currency: t.brands.currency, language: t.brands.defaultLanguage })
    .from(t.brands)
    .limit(1);
  const locale = localeOf(member?.language, brand?.language);
  const texts = portalTexts(locale).notices;
  const values = { id: order.id, amount: moneyIn(locale, order.amount, brand?.currency ?? 'MYR') };
  await db.insert(t.memberMessages).values({
    memberId,
    title: texts[`${notice}Title`],
    content: fill(texts[`${notice}Body`], values),
  });
}

/** A member's inbox as they see it: their own messages, less the ones they deleted. */
const inboxOf = (memberId: number) =>
  and(eq(t.memberMessages.memberId, memberId), isNull(t.memberMessages.deletedAt));

/** Unread messages in the inbox: the header's badge and the messageV2 count read the same. */
export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.memberMessages)
    .where(and(inboxOf(memberId), isNull(t.memberMessages.readAt)));
  return row?.n ?? 0;
}

/**
 * Platform messages to members (messageV2): list, read, read all, delete (kept for the record,
 * never listed or counted again), unread count, and operators' sends. A message that is not in
 * the member's own inbox is NOT_FOUND, whoever's it is.
 */
export function createMessages(db: Db) {
  return {
    async list(memberId: number, pageNo = 1, pageSize = 10): Promise<RecordPage<MemberMessage>> {
      const mine = inboxOf(memberId);
      return pageOf(
        db,
        t.memberMessages,
        mine,
        { pageNo, pageSize },
        (limit, offset) =>
          db
            .select()
            .from(t.memberMessages)
            .where(mine)
            .orderBy(desc(t.memberMessages.id))
            .limit(limit)
            .offset(offset),
        (row) => ({
          id: row.id,
          title: row.title,
          content: row.content,
          createdAt: row.createdAt.toISOString(),
          read: row.readAt !== null,
        }),
      );
    },

    async read(memberId: number, id: number): Promise<null> {
      const [row] = await db
        .update(t.memberMessages)
        .set({ readAt: sql`coalesce(${t.memberMessages.readAt}, now())` })
        .where(and(eq(t.memberMessages.id, id), inboxOf(memberId)))
        .returning({ id: t.memberMessages.id });
      if (!row) throw new CallError('NOT_FOUND');
      return null;
    },

    /** Marks every message in the inbox read. */
    async readAll(memberId: number): Promise<null> {
      await db
        .update(t.memberMessages)
        .set({ readAt: sql`now()` })
        .where(and(inboxOf(memberId), isNull(t.memberMessages.readAt)));
      return null;
    },

    async remove(memberId: number, id: number): Promise<null> {
      const [row] = await db
        .update(t.memberMessages)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(t.memberMessages.id, id), inboxOf(memberId)))
        .returning({ id: t.memberMessages.id });
      if (!row) throw new CallError('NOT_FOUND');
      return null;
    },

    unread: (memberId: number) => unreadCount(db, memberId),

    /** The platform's own notice to one member (a new sign-in address...), in their language. */
    async send(memberId: number, title: string, content: string) {
      const [row] = await db
        .insert(t.memberMessages)
        .values({ memberId, title, content })
        .returning({ id: t.memberMessages.id });
      return { id: row!.id };
    },

    /** An operator's message to one member, a rank, a label or everyone (audited). */
    deliver: (operator: string, audience: Audience, message: { title: string; content: string }) =>
      deliverMessage(db, operator, audience, message),
  };
}

export type Messages = ReturnType<typeof createMessages>;
