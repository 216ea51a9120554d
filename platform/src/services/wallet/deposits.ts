import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { DepositMethod, DepositOrder, RecordPage } from '../../../../lib/contract/wallet';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { isUniqueViolation } from '../../db/errors';
import * as t from '../../db/schema';
import { transfer } from './ledger';
import { memberKey, type Wallet } from './wallet';

type Row = typeof t.deposits.$inferSelect;
type Method = typeof t.depositMethods.$inferSelect;

/** Signs the hosted payment page's address, so that only our own orders open there. */
export function pageSignature(secret: string, id: number): string {
  return createHmac('sha256', secret).update(`page:${id}`).digest('base64url');
}

/** Deposit orders: created by the member, confirmed once by the provider or an operator. */
export function createDeposits(db: Db, wallet: Wallet, sandboxSecret: string) {
  const { accounts } = wallet;
  const methodOf = async (id: number) =>
    (await db.select().from(t.depositMethods).where(eq(t.depositMethods.id, id)))[0];

  function view(row: Row, method: Method): DepositOrder {
    return {
      id: row.id,
      methodId: row.methodId,
      type: method.type as DepositOrder['type'],
      amount: row.amount,
      fee: row.fee,
      status: row.status as DepositOrder['status'],
      paymentUrl:
        method.type === 'online' && row.status === 'pending'
          ? `/sandbox-pay/${row.id}?sig=${pageSignature(sandboxSecret, row.id)}`
          : null,
      hasReceipt: row.receiptPath !== null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Today's deposits (pending and confirmed) plus this one must stay within the member's cap. */
  async function checkDailyLimit(memberId: number, amount: number) {
    const [member] = await db
      .select({ limit: t.members.depositDailyLimit })
      .from(t.members)
      .where(eq(t.members.id, memberId));
    if (member?.limit === null || member?.limit === undefined) return;
    const [today] = await db
      .select({ sum: sql<number>`coalesce(sum(${t.deposits.amount}), 0)::bigint` })
      .from(t.deposits)
      .where(
        and(
          eq(t.deposits.memberId, memberId),
          sql`${t.deposits.status} in ('pending', 'confirmed')`,
          sql`${t.deposits.createdAt} >= date_trunc('day', now())`,
        ),
      );
    if (Number(today?.sum ?? 0) + amount > member.limit)
      throw new CallError('LIMIT_EXCEEDED', 'daily deposit limit', {
        values: { max: member.limit },
      });
  }

  async function viewOf(row: Row) {
    return view(row, (await methodOf(row.methodId))!);
  }

  return {
    async methods(): Promise<DepositMethod[]> {
      const rows = await db
        .select()
        .from(t.depositMethods)
        .where(eq(t.depositMethods.enabled, true))
        .orderBy(asc(t.depositMethods.sort));
      return rows.map((m) => ({
        id: m.id,
        type: m.type as DepositMethod['type'],
        name: m.name,
        minAmount: m.minAmount,
        maxAmount: m.maxAmount,
        feeBps: m.feeBps,
        bank: m.bank ?? null,
      }));
    },

    async create(
      memberId: number,
      input: { methodId: number; amount: number; idempotencyKey: string },
    ) {
      const method = await methodOf(input.methodId);
      if (!method?.enabled) throw new CallError('NOT_FOUND', 'no such deposit method');
      const key = memberKey(memberId, input.idempotencyKey);
      const [existing] = await db
        .select()
        .from(t.deposits)
        .where(eq(t.deposits.idempotencyKey, key));
      if (existing) {
        if (existing.amount !== input.amount || existing.methodId !== input.methodId)
          throw new CallError('IDEMPOTENCY_CONFLICT');
        return view(existing, method);
      }
      if (input.amount < method.minAmount || input.amount > method.maxAmount)
        throw new CallError('LIMIT_EXCEEDED', 'deposit limits', {
          values: { min: method.minAmount, max: method.maxAmount },
        });
      await checkDailyLimit(memberId, input.amount);
      const fee = Math.ceil((input.amount * method.feeBps) / 10_000);
      try {
        const [row] = await db
          .insert(t.deposits)
          .values({ memberId, methodId: method.id, amount: input.amount, fee, idempotencyKey: key })
          .returning();
        return view(row!, method);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const [raced] = await db
          .select()
          .from(t.deposits)
          .where(eq(t.deposits.idempotencyKey, key));
        return view(raced!, method);
      }
    },

    async list(memberId: number, pageNo = 1, pageSize = 10): Promise<RecordPage<DepositOrder>> {
      const mine = eq(t.deposits.memberId, memberId);
      return pageOf(
        db,
        t.deposits,
        mine,
        { pageNo, pageSize },
        (limit, offset) =>
          db
            .select()
            .from(t.deposits)
            .where(mine)
            .orderBy(desc(t.deposits.id))
            .limit(limit)
            .offset(offset),
        viewOf,
      );
    },

    async byId(id: number) {
      const [row] = await db.select().from(t.deposits).where(eq(t.deposits.id, id));
      return row ?? null;
    },

    /**
     * Confirms a pending order: the member's wallet gets the amount, the fee goes to FEES, once.
     * A duplicate or late confirmation changes nothing; a different amount is refused.
     */
    async confirm(id: number, providerTxnId: string, paidAmount: number, by: string) {
      const [found] = await db.select().from(t.deposits).where(eq(t.deposits.id, id));
      if (!found) throw new CallError('NOT_FOUND');
      if (found.status !== 'pending') {
        if (found.status === 'confirmed' && found.providerTxnId === providerTxnId)
          return viewOf(found);
        throw new CallError('INVALID_STATE', `deposit is ${found.status}`);
      }
      if (paidAmount !== found.amount + found.fee)
        throw new CallError('BAD_REQUEST', 'paid amount differs from the order');
      const [provider, member, fees] = await Promise.all([
        accounts.system('PAYMENT_PROVIDER'),
        accounts.member(found.memberId),
        accounts.system('FEES'),
      ]);
      const row = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(t.deposits)
          .where(eq(t.deposits.id, id))
          .for('update');
        if (locked!.status !== 'pending') return locked!;
        const credited = await transfer(tx as unknown as Db, {
          idempotencyKey: `deposit:${id}`,
          debitAccountId: provider,
          creditAccountId: member,
          amount: found.amount,
          kind: 'deposit',
          reference: `deposit ${id}`,
        });
        if (credited.status !== 'done')
          throw new CallError('INVALID_STATE', `ledger ${credited.status}`);
        if (found.fee > 0)
          await transfer(tx as unknown as Db, {
            idempotencyKey: `deposit:${id}:fee`,
            debitAccountId: provider,
            creditAccountId: fees,
            amount: found.fee,
            kind: 'deposit_fee',
            reference: `deposit ${id}`,
          });
        const [updated] = await tx
          .update(t.deposits)
          .set({
            status: 'confirmed',
            providerTxnId,
            transferId: credited.transferId,
            decidedAt: sql`now()`,
            decidedBy: by,
          })
          .where(and(eq(t.deposits.id, id), eq(t.deposits.status, 'pending')))
          .returning();
        return updated!;
      });
      if (row.providerTxnId !== providerTxnId)
        throw new CallError('INVALID_STATE', 'confirmed by another payment');
      return viewOf(row);
    },

    async reject(id: number, by: string) {
      const [row] = await db
        .update(t.deposits)
        .set({ status: 'rejected', decidedAt: sql`now()`, decidedBy: by })
        .where(and(eq(t.deposits.id, id), eq(t.deposits.status, 'pending')))
        .returning();
      if (!row) throw new CallError('INVALID_STATE', 'not a pending deposit');
      return viewOf(row);
    },

    async attachReceipt(memberId: number, id: number, path: string) {
      const [row] = await db
        .update(t.deposits)
        .set({ receiptPath: path })
        .where(
          and(
            eq(t.deposits.id, id),
            eq(t.deposits.memberId, memberId),
            eq(t.deposits.status, 'pending'),
          ),
        )
        .returning();
      if (!row) throw new CallError('INVALID_STATE', 'not a pending deposit of this member');
      return viewOf(row);
    },

    async pending() {
      const rows = await db
        .select()
        .from(t.deposits)
        .where(eq(t.deposits.status, 'pending'))
        .orderBy(t.deposits.id)
        .limit(200);
      return Promise.all(
        rows.map(async (row) => ({ ...(await viewOf(row)), memberId: row.memberId })),
      );
    },
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
