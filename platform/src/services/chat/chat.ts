import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_LIMITS,
  VIP_RANK_ABOVE,
  chatImagePath,
  supportImagePath,
  type CannedReply,
  type ChatConversation,
  type ChatHistory,
  type ChatMessage,
  type ChatQueue,
  type ChatSender,
  type SupportConversation,
  type SupportMemberContext,
} from '../../../../lib/contract/chat';
import { CallError } from '../../../../lib/contract/envelope';
import { localeOf } from '../portal-texts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import * as t from '../../db/schema';
import type { Counters } from '../counters';
import type { SystemService } from '../system';
import type { Wallet } from '../wallet/wallet';
import type { ChatBus } from './bus';
import type { Staff } from './staff';

type ConversationRow = typeof t.chatConversations.$inferSelect;
type MessageRow = typeof t.chatMessages.$inferSelect;
export type Audience = 'member' | 'staff';

/** Who sees an image at which address: the member through the chat route, staff through theirs. */
export function forAudience(message: ChatMessage, audience: Audience): ChatMessage {
  if (message.kind !== 'image') return message;
  const path = audience === 'member' ? chatImagePath : supportImagePath;
  return { ...message, body: path(message.id) };
}

function toMessage(row: MessageRow, staffName: string | null): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender as ChatSender,
    staffName,
    kind: row.kind as 'text' | 'image',
    body: row.kind === 'image' ? '' : row.body,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a member sees of a conversation the console sees (no notes, no counts). */
export function memberView(c: SupportConversation): ChatConversation {
  return {
    id: c.id,
    queue: c.queue,
    status: c.status,
    assignedTo: c.assignedTo,
    openedAt: c.openedAt,
    staffDeliveredId: c.staffDeliveredId,
    staffReadId: c.staffReadId,
    memberDeliveredId: c.memberDeliveredId,
    memberReadId: c.memberReadId,
  };
}

function toConversation(row: ConversationRow, assignedTo: string | null): ChatConversation {
  return {
    id: row.id,
    queue: row.queue as ChatQueue,
    status: row.status as 'open' | 'closed',
    assignedTo,
    openedAt: row.openedAt.toISOString(),
    staffDeliveredId: row.staffDeliveredId,
    staffReadId: row.staffReadId,
    memberDeliveredId: row.memberDeliveredId,
    memberReadId: row.memberReadId,
  };
}

const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const idOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function conversationFromRaw(r: Record<string, unknown>): ConversationRow {
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    queue: String(r.queue),
    status: String(r.status),
    assignedStaffId: idOf(r.assigned_staff_id),
    openedAt: dateOf(r.opened_at),
    lastMessageAt: dateOf(r.last_message_at),
    closedAt: r.closed_at ? dateOf(r.closed_at) : null,
    closedBy: idOf(r.closed_by),
    closeNote: (r.close_note as string | null) ?? null,
    memberDeliveredId: Number(r.member_delivered_id),
    memberReadId: Number(r.member_read_id),
    staffDeliveredId: Number(r.staff_delivered_id),
    staffReadId: Number(r.staff_read_id),
  };
}

function messageFromRaw(r: Record<string, unknown>): MessageRow {
  return {
    id: Number(r.id),
    conversationId: Number(r.conversation_id),
    sender: String(r.sender),
    staffId: idOf(r.staff_id),
    kind: String(r.kind),
    body: String(r.body),
    clientId: String(r.client_id),
    createdAt: dateOf(r.created_at),
  };
}

/**
 * Plain text as it will be shown: control characters other than newline and tab removed, ends
 * trimmed, at most CHAT_LIMITS.maxText characters. Empty text is refused.
 */
export function cleanText(text: string): string {
  const clean = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '');
  const trimmed = clean.trim();
  if (!trimmed || trimmed.length > CHAT_LIMITS.maxText)
    throw new CallError('FIELD_INVALID', 'text', { field: 'text' });
  return trimmed;
}

export type NewContent =
  { kind: 'text'; text: string } | { kind: 'image'; bytes: Buffer; type: string };

/**
 * Chat between members and support staff: conversations, messages stored before they are pushed,
 * receipts, and the console's queue. Events go out on the bus after the data is committed.
 */
export function createChat(deps: {
  db: Db;
  bus: ChatBus;
  counters: Counters;
  system: SystemService;
  wallet: Wallet;
  staff: Staff;
}) {
  const { db, bus, counters, system, wallet, staff } = deps;

  async function staffName(staffId: number | null): Promise<string | null> {
    if (!staffId) return null;
    return staff.nameOf(staffId);
  }

  async function messageOut(row: MessageRow): Promise<ChatMessage> {
    return toMessage(row, row.sender === 'staff' ? await staffName(row.staffId) : null);
  }

  async function conversationOut(row: ConversationRow): Promise<ChatConversation> {
    return toConversation(row, await staffName(row.assignedStaffId));
  }

  async function queueOf(memberId: number): Promise<ChatQueue> {
    const [member] = await db
      .select({ clubRank: t.members.clubRank })
      .from(t.members)
      .where(eq(t.members.id, memberId));
    return (member?.clubRank ?? 0) > VIP_RANK_ABOVE ? 'vip' : 'live';
  }

  /** The member's open conversation, else their newest closed one, else none. */
  async function currentOf(memberId: number): Promise<ConversationRow | null> {
    const [row] = await db
      .select()
      .from(t.chatConversations)
      .where(eq(t.chatConversations.memberId, memberId))
      .orderBy(sql`${t.chatConversations.status} = 'open' desc`, desc(t.chatConversations.id))
      .limit(1);
    return row ?? null;
  }

  /**
   * The open conversation, opened now when there is none (one per member, also under races): one
   * statement either way; the queue comes from the member's club rank.
   */
  async function openFor(memberId: number): Promise<{ row: ConversationRow; opened: boolean }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [found] = rowsOf(
        await db.execute(sql`
          with found as (
            select * from chat_conversations where member_id = ${memberId} and status = 'open'
          ), made as (
            insert into chat_conversations (member_id, queue)
            select m.id, case when m.club_rank > ${VIP_RANK_ABOVE} then 'vip' else 'live' end
              from members m
             where m.id = ${memberId} and not exists (select 1 from found)
            on conflict do nothing
            returning *
          )
          select *, false as opened from found union all select *, true as opened from made`),
      );
      if (found) return { row: conversationFromRaw(found), opened: Boolean(found.opened) };
    }
    throw new CallError('BUSY');
  }

  async function page(conversationId: number, before: number | undefined) {
    const rows = await db
      .select()
      .from(t.chatMessages)
      .where(
        and(
          eq(t.chatMessages.conversationId, conversationId),
          before ? lt(t.chatMessages.id, before) : undefined,
        ),
      )
      .orderBy(desc(t.chatMessages.id))
      .limit(CHAT_LIMITS.pageSize + 1);
    const more = rows.length > CHAT_LIMITS.pageSize;
    const messages = await Promise.all(
      rows.slice(0, CHAT_LIMITS.pageSize).reverse().map(messageOut),
    );
    return { messages, more };
  }

  /**
   * Stores one message: once per (conversation, sender, clientId), so a resent message lands once
   * and answers the stored one. Images are kept with the message in one transaction.
   */
  async function store(
    conversation: ConversationRow,
    sender: 'member' | 'staff',
    staffId: number | null,
    clientId: string,
    content: NewContent,
  ): Promise<{ row: MessageRow; fresh: boolean }> {
    // One statement: the image (if any), the message, the conversation's last activity. A resent
    // client id inserts nothing and reads the stored message instead.
    const image =
      content.kind === 'image'
        ? sql`insert into chat_images (conversation_id, kind, bytes)
                values (${conversation.id}, ${content.type}, ${content.bytes}) returning id::text as body`
        : sql`select ${content.kind === 'text' ? content.text : ''}::text as body`;
    const [stored] = rowsOf(
      await db.execute(sql`
        with body as (${image}), m as (
          insert into chat_messages (conversation_id, sender, staff_id, kind, body, client_id)
          select ${conversation.id}::int, ${sender}::text, ${staffId}::int, ${content.kind}::text, body.body,
                 ${clientId}::text
            from body
          on conflict (conversation_id, sender, client_id) do nothing
          returning *
        ), touched as (
          update chat_conversations set last_message_at = now()
           where id = ${conversation.id} and exists (select 1 from m)
        )
        select * from m`),
    );
    if (stored) return { row: messageFromRaw(stored), fresh: true };
    const [replay] = await db
      .select()
      .from(t.chatMessages)
      .where(
        and(
          eq(t.chatMessages.conversationId, conversation.id),
          eq(t.chatMessages.sender, sender),
          eq(t.chatMessages.clientId, clientId),
        ),
      );
    if (!replay) throw new CallError('BUSY');
    return { row: replay, fresh: false };
  }

  async function announce(conversation: ConversationRow, message: ChatMessage) {
    await bus
      .publish({
        kind: 'message',
        memberId: conversation.memberId,
        queue: conversation.queue,
        message,
      })
      .catch(() => {});
  }

  async function conversationChanged(row: ConversationRow) {
    await bus
      .publish({
        kind: 'conversation',
        memberId: row.memberId,
        queue: row.queue,
        conversationId: row.id,
      })
      .catch(() => {});
  }

  /** Raises a side's delivered/read marks (never lowers them) up to the other side's newest message. */
  async function receipt(
    row: ConversationRow,
    by: 'member' | 'staff',
    upTo: number,
    read: boolean,
  ): Promise<void> {
    const deliveredCol = by === 'member' ? 'member_delivered_id' : 'staff_delivered_id';
    const readCol = by === 'member' ? 'member_read_id' : 'staff_read_id';
    // Marks never pass the other side's newest message: a made-up id marks nothing in advance.
    const result = await db.execute(sql`
      update chat_conversations c
         set ${sql.raw(deliveredCol)} = greatest(c.${sql.raw(deliveredCol)}, least(${upTo}::bigint, m.newest)),
             ${sql.raw(readCol)} = case when ${read}
               then greatest(c.${sql.raw(readCol)}, least(${upTo}::bigint, m.newest))
               else c.${sql.raw(readCol)} end
        from (select coalesce(max(id), 0) as newest from chat_messages
               where conversation_id = ${row.id} and sender <> ${by}) m
       where c.id = ${row.id}
   returning c.${sql.raw(deliveredCol)} as delivered, c.${sql.raw(readCol)} as read`);
    const [marks] = rowsOf<{ delivered: string; read: string }>(result);
    if (!marks) return;
    await bus
      .publish({
        kind: 'receipt',
        memberId: row.memberId,
        queue: row.queue,
        conversationId: row.id,
        sender: by,
        deliveredId: Number(marks.delivered),
        readId: Number(marks.read),
      })
      .catch(() => {});
  }

  async function floodCheck(memberId: number) {
    const count = await counters.hit(`chat:flood:${memberId}`, CHAT_LIMITS.floodWindowMs);
    if (count > CHAT_LIMITS.floodMessages) throw new CallError('RATE_LIMITED');
  }

  /** Conversations as the console lists them: who, unread member messages, the newest text. */
  const consoleRows = (where: SQL, tail: SQL = sql``) => sql`
    select c.*, m.username, m.club_rank,
           (select count(*)::int from chat_messages x
             where x.conversation_id = c.id and x.sender = 'member' and x.id > c.staff_read_id) as unread,
           (select case when x.kind = 'text' then left(x.body, 120) else '' end from chat_messages x
             where x.conversation_id = c.id order by x.id desc limit 1) as preview
      from chat_conversations c join members m on m.id = c.member_id
     where ${where} ${tail}`;

  async function supportConversation(id: number): Promise<SupportConversation | null> {
    const [row] = rowsOf(await db.execute(consoleRows(sql`c.id = ${id}`)));
    return row ? supportRow(row) : null;
  }

  async function supportRow(row: Record<string, unknown>): Promise<SupportConversation> {
    const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
    return {
      id: Number(row.id),
      queue: row.queue as ChatQueue,
      status: row.status as 'open' | 'closed',
      assignedTo: await staffName(row.assigned_staff_id ? Number(row.assigned_staff_id) : null),
      openedAt: date(row.opened_at),
      staffDeliveredId: Number(row.staff_delivered_id),
      staffReadId: Number(row.staff_read_id),
      memberDeliveredId: Number(row.member_delivered_id),
      memberReadId: Number(row.member_read_id),
      memberId: Number(row.member_id),
      username: String(row.username),
      clubRank: Number(row.club_rank),
      lastMessageAt: date(row.last_message_at),
      unread: Number(row.unread),
      preview: String(row.preview ?? ''),
      closeNote: (row.close_note as string | null) ?? null,
    };
  }

  const member = {
    queueOf,

    async history(memberId: number, before?: number): Promise<ChatHistory> {
      const row = await currentOf(memberId);
      if (!row) return { conversation: null, messages: [], more: false };
      const { messages, more } = await page(row.id, before);
      return {
        conversation: await conversationOut(row),
        messages: messages.map((m) => forAudience(m, 'member')),
        more,
      };
    },

    async send(memberId: number, clientId: string, content: NewContent): Promise<ChatMessage> {
      if (content.kind === 'text') content = { kind: 'text', text: cleanText(content.text) };
      await floodCheck(memberId);
      const { row: conversation, opened } = await openFor(memberId);
      const { row, fresh } = await store(conversation, 'member', null, clientId, content);
      const message = await messageOut(row);
      if (fresh) {
        await announce(conversation, message);
        if (opened) await conversationChanged(conversation);
      }
      return forAudience(message, 'member');
    },

    async mark(memberId: number, upTo: number, read: boolean): Promise<void> {
      const row = await currentOf(memberId);
      if (row) await receipt(row, 'member', upTo, read);
    },

    async typing(memberId: number): Promise<void> {
      const row = await currentOf(memberId);
      if (!row || row.status !== 'open') return;
      await bus
        .publish({
          kind: 'typing',
          memberId,
          queue: row.queue,
          conversationId: row.id,
          sender: 'member',
        })
        .catch(() => {});
    },

    /** Staff messages the member has not read, in all their conversations. */
    async unread(memberId: number): Promise<number> {
      const result = await db.execute(sql`
        select count(*)::int as n from chat_messages m
          join chat_conversations c on c.id = m.conversation_id
         where c.member_id = ${memberId} and m.sender = 'staff' and m.id > c.member_read_id`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    async image(memberId: number, messageId: number) {
      return imageOf(messageId, (c) => c.memberId === memberId);
    },
  };

  async function imageOf(messageId: number, allowed: (c: ConversationRow) => boolean) {
    const [found] = await db
      .select({ message: t.chatMessages, conversation: t.chatConversations })
      .from(t.chatMessages)
      .innerJoin(t.chatConversations, eq(t.chatConversations.id, t.chatMessages.conversationId))
      .where(and(eq(t.chatMessages.id, messageId), eq(t.chatMessages.kind, 'image')));
    if (!found || !allowed(found.conversation)) throw new CallError('NOT_FOUND');
    const [image] = await db
      .select()
      .from(t.chatImages)
      .where(eq(t.chatImages.id, Number(found.message.body)));
    if (!image) throw new CallError('NOT_FOUND');
    return { bytes: image.bytes, type: image.kind === 'png' ? 'image/png' : 'image/jpeg' };
  }

  /** Staff see the live queue; the VIP queue only VIP staff and supervisors. */
  const canSee = (who: StaffWho, queue: string) =>
    queue === 'live' || who.vip || who.role === 'supervisor';

  async function conversationFor(who: StaffWho, id: number): Promise<ConversationRow> {
    const [row] = await db.select().from(t.chatConversations).where(eq(t.chatConversations.id, id));
    if (!row || !canSee(who, row.queue)) throw new CallError('NOT_FOUND');
    return row;
  }

  const support = {
    canSee,

    async list(who: StaffWho, queue: ChatQueue, status: 'open' | 'closed') {
      if (!canSee(who, queue)) throw new CallError('FORBIDDEN');
      const rows = consoleRows(
        sql`c.status = ${status} and c.queue = ${queue}`,
        sql`order by c.last_message_at desc, c.id desc limit 100`,
      );
      return Promise.all(rowsOf(await db.execute(rows)).map(supportRow));
    },

    async conversation(who: StaffWho, id: number): Promise<SupportConversation> {
      await conversationFor(who, id);
      return (await supportConversation(id))!;
    },

    /** For the socket: one read per event, then filtered per connection by `canSee`. */
    supportConversation,

    async messages(who: StaffWho, id: number, before?: number) {
      await conversationFor(who, id);
      const { messages, more } = await page(id, before);
      return { messages: messages.map((m) => forAudience(m, 'staff')), more };
    },

    async send(who: StaffWho, id: number, clientId: string, content: NewContent) {
      if (content.kind === 'text') content = { kind: 'text', text: cleanText(content.text) };
      let row = await conversationFor(who, id);
      if (row.status !== 'open') throw new CallError('INVALID_STATE');
      // Answering an unassigned conversation takes it.
      if (row.assignedStaffId === null) {
        const [taken] = await db
          .update(t.chatConversations)
          .set({ assignedStaffId: who.id })
          .where(
            and(
              eq(t.chatConversations.id, id),
              sql`${t.chatConversations.assignedStaffId} is null`,
            ),
          )
          .returning();
        if (taken) {
          row = taken;
          await conversationChanged(row);
        }
      }
      const stored = await store(row, 'staff', who.id, clientId, content);
      const message = await messageOut(stored.row);
      if (stored.fresh) await announce(row, message);
      return forAudience(message, 'staff');
    },

    async mark(who: StaffWho, id: number, upTo: number, read: boolean) {
      const row = await conversationFor(who, id);
      await receipt(row, 'staff', upTo, read);
    },

    async typing(who: StaffWho, id: number) {
      const row = await conversationFor(who, id);
      if (row.status !== 'open') return;
      await bus
        .publish({
          kind: 'typing',
          memberId: row.memberId,
          queue: row.queue,
          conversationId: row.id,
          sender: 'staff',
        })
        .catch(() => {});
    },

    /** Agents take a conversation for themselves; supervisors give it to anyone who may see it. */
    async assign(who: StaffWho, id: number, staffId: number) {
      const row = await conversationFor(who, id);
      if (row.status !== 'open') throw new CallError('INVALID_STATE');
      if (who.role !== 'supervisor') {
        if (staffId !== who.id) throw new CallError('FORBIDDEN');
        if (row.assignedStaffId !== null && row.assignedStaffId !== who.id)
          throw new CallError('INVALID_STATE');
      }
      const target = await staff.byId(staffId);
      if (!target || target.status !== 'active' || !canSee(target, row.queue))
        throw new CallError('FIELD_INVALID', 'staffId', { field: 'staffId' });
      const [updated] = await db
        .update(t.chatConversations)
        .set({ assignedStaffId: staffId })
        .where(and(eq(t.chatConversations.id, id), eq(t.chatConversations.status, 'open')))
        .returning();
      if (!updated) throw new CallError('INVALID_STATE');
      await conversationChanged(updated);
      return (await supportConversation(id))!;
    },

    /** Closed by the staff member it is assigned to, or a supervisor, with a note for the record. */
    async close(who: StaffWho, id: number, note: string) {
      const row = await conversationFor(who, id);
      const clean = note.trim();
      if (!clean || clean.length > CHAT_LIMITS.maxNote)
        throw new CallError('FIELD_INVALID', 'note', { field: 'note' });
      if (who.role !== 'supervisor' && row.assignedStaffId !== who.id)
        throw new CallError('FORBIDDEN');
      const [updated] = await db
        .update(t.chatConversations)
        .set({ status: 'closed', closedAt: sql`now()`, closedBy: who.id, closeNote: clean })
        .where(and(eq(t.chatConversations.id, id), eq(t.chatConversations.status, 'open')))
        .returning();
      if (!updated) throw new CallError('INVALID_STATE');
      await conversationChanged(updated);
      return (await supportConversation(id))!;
    },

    async context(who: StaffWho, id: number): Promise<SupportMemberContext> {
      const row = await conversationFor(who, id);
      const [found] = await db
        .select({ member: t.members, label: t.clubLabels })
        .from(t.members)
        .leftJoin(t.clubLabels, eq(t.clubLabels.rankLevel, t.members.clubRank))
        .where(eq(t.members.id, row.memberId));
      if (!found) throw new CallError('NOT_FOUND');
      const [summary, deposits, withdrawals] = await Promise.all([
        wallet.summary(row.memberId),
        db
          .select()
          .from(t.deposits)
          .where(eq(t.deposits.memberId, row.memberId))
          .orderBy(desc(t.deposits.id))
          .limit(5),
        db
          .select()
          .from(t.withdrawals)
          .where(eq(t.withdrawals.memberId, row.memberId))
          .orderBy(desc(t.withdrawals.id))
          .limit(5),
      ]);
      const brief = (r: { id: number; amount: number; status: string; createdAt: Date }) => ({
        id: r.id,
        amount: r.amount,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      });
      return {
        memberId: found.member.id,
        username: found.member.username,
        clubRank: found.member.clubRank,
        rankLabel: found.label?.labelName ?? null,
        balance: summary.sumBalance,
        currency: summary.currency,
        lastDeposits: deposits.map(brief),
        lastWithdrawals: withdrawals.map(brief),
      };
    },

    async canned(language: string | undefined): Promise<CannedReply[]> {
      const brand = await system.brandConfig();
      const locale = localeOf(language ?? null, brand.defaultLanguage);
      const rows = await db.select().from(t.chatCannedReplies).orderBy(t.chatCannedReplies.sort);
      const pick = (text: Record<string, string>) =>
        text[locale] ?? text.en ?? Object.values(text)[0] ?? '';
      return rows.map((r) => ({ id: r.id, title: pick(r.title), body: pick(r.body) }));
    },

    async image(who: StaffWho, messageId: number) {
      return imageOf(messageId, (c) => canSee(who, c.queue));
    },
  };

  return { member, support, bus };
}

export type StaffWho = { id: number; role: string; vip: boolean };
export type Chat = ReturnType<typeof createChat>;
