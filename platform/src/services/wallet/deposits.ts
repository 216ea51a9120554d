import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { DepositMethod, DepositOrder, RecordPage } from '../../../../lib/contract/wallet';
import type { Db } from '../../db/client';
import { addStats } from '../agent/stats';
import { advanceMissions } from '../rewards/missions/progress';
import { referralFirstDeposit } from '../rewards/referrals';
import { pageOf } from '../../db/paging';
import * as t from '../../db/schema';
import { sendMoneyNotice } from '../messages';
import { transfer } from './ledger';
import { memberKey, type Wallet } from './wallet';
import { operatorFileUrl } from './withdrawals';

type Row = typeof t.deposits.$inferSelect;
type Method = typeof t.depositMethods.$inferSelect;

/** Which deposit orders an operator lists. */
export const DEPOSIT_FILTERS = ['pending', 'confirmed', 'rejected', 'expired', 'all'] as const;
export type DepositFilter = (typeof DEPOSIT_FILTERS)[number];

/** What an operator sees: the member's view plus who, the method and the receipt's address. */
export type OperatorDeposit = DepositOrder & {
  memberId: number;
  username: string;
  methodName: string;
  decidedBy: string | null;
  /** Bank orders: the receipt under /ops/uploads/, once the member sent it. */
  receipt: string | null;
};

/** Signs the hosted payment page's address, so that only our own orders open there. */
export function pageSignature(secret: string, id: number): string {
  return createHmac('sha256', secret).update(`page:${id}`).digest('base64url');
}

/** Why a receipt is not taken: the member's own order already has one, or takes none. */
function refusedReceipt([row]: Row[]): CallError {
  if (row?.receiptPath)
    return new CallError('INVALID_STATE', 'the receipt was already sent', {
      key: 'receipt_exists',
    });
  return new CallError('INVALID_STATE', 'not a pending bank order of this member');
}

/** The sandbox payment provider: its signing secret, and whether the platform offers it at all. */
export type SandboxSetting = { secret: string; enabled: boolean };

/** Postgres' unique_violation: here, a provider transaction id that another order already has. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string } | null)?.code === '23505' ||
  (error as { cause?: { code?: string } } | null)?.cause?.code === '23505';

const txnReused = () =>
  new CallError('PROVIDER_TXN_REUSED', 'the provider transaction pays another order');

/**
 * Deposit orders: created by the member, confirmed once by the provider or an operator. Online
 * methods are paid through the sandbox provider (the platform's only one): off, none is offered.
 */
export function createDeposits(db: Db, wallet: Wallet, sandbox: SandboxSetting) {
  const { accounts } = wallet;
  const offered = (method: Method) => method.type !== 'online' || sandbox.enabled;
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
        method.type === 'online' && row.status === 'pending' && sandbox.enabled
          ? `/sandbox-pay/${row.id}?sig=${pageSignature(sandbox.secret, row.id)}`
          : null,
      hasReceipt: row.receiptPath !== null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function expireMinutes() {
    const [brand] = await db
      .select({ minutes: t.brands.depositExpireMinutes })
      .from(t.brands)
      .limit(1);
    return brand?.minutes ?? 30;
  }

  /**
   * Online orders nobody paid within the brand's minutes expire (all of them, or one member's).
   * One conditional UPDATE: sweeping instances and a provider confirming meanwhile settle each
   * order once (the confirmation locks the row and re-reads its status).
   */
  async function expireStale(q: Db, minutes: number, memberId?: number): Promise<number> {
    const expired = await q
      .update(t.deposits)
      .set({ status: 'expired', decidedAt: sql`now()`, decidedBy: 'expiry' })
      .where(
        and(
          eq(t.deposits.status, 'pending'),
          memberId === undefined ? undefined : eq(t.deposits.memberId, memberId),
          sql`${t.deposits.createdAt} < now() - make_interval(mins => ${minutes})`,
          sql`${t.deposits.methodId} in (select id from deposit_methods where type = 'online')`,
        ),
      )
      .returning({ id: t.deposits.id });
    return expired.length;
  }

  /** Every member's stale online orders (before a confirmation, a listing, and on the sweep). */
  const expireAllStale = async () => expireStale(db, await expireMinutes());

  /** Today's deposits (pending and confirmed, not expired) plus this one must stay within the cap. */
  async function checkDailyLimit(tx: Db, limit: number, memberId: number, amount: number) {
    const [today] = await tx
      .select({ sum: sql<number>`coalesce(sum(${t.deposits.amount}), 0)::bigint` })
      .from(t.deposits)
      .where(
        and(
          eq(t.deposits.memberId, memberId),
          sql`${t.deposits.status} in ('pending', 'confirmed')`,
          sql`${t.deposits.createdAt} >= date_trunc('day', now())`,
        ),
      );
    if (Number(today?.sum ?? 0) + amount > limit)
      throw new CallError('LIMIT_EXCEEDED', 'daily deposit limit', { values: { max: limit } });
  }

  /**
   * Confirms a pending order of the given kind: the member's wallet gets the amount, the fee goes
   * to FEES, once. A duplicate confirmation by the same payment changes nothing.
   */
  async function settle(
    id: number,
    kind: Method['type'],
    providerTxnId: string,
    paidAmount: number,
    by: string,
  ) {
    await expireAllStale();
    const [found] = await db.select().from(t.deposits).where(eq(t.deposits.id, id));
    if (!found) throw new CallError('NOT_FOUND');
    const method = (await methodOf(found.methodId))!;
    if (method.type !== kind)
      throw new CallError(
        'INVALID_STATE',
        kind === 'bank'
          ? 'an online order is settled by its provider only'
          : 'a bank transfer is confirmed by an operator only',
      );
    if (found.status !== 'pending') {
      if (found.status === 'confirmed' && found.providerTxnId === providerTxnId)
        return viewOf(found);
      throw new CallError('INVALID_STATE', `deposit is ${found.status}`);
    }
    if (kind === 'bank' && found.receiptPath === null)
      throw new CallError('INVALID_STATE', 'no receipt uploaded yet');
    if (paidAmount !== found.amount + found.fee)
      throw new CallError('BAD_REQUEST', 'paid amount differs from the order');
    const [other] = await db
      .select({ id: t.deposits.id })
      .from(t.deposits)
      .where(eq(t.deposits.providerTxnId, providerTxnId));
    if (other) throw txnReused();
    const [provider, member, fees] = await Promise.all([
      accounts.system('PAYMENT_PROVIDER'),
      accounts.member(found.memberId),
      accounts.system('FEES'),
    ]);
    const row = await db
      .transaction(async (tx) => {
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
        await sendMoneyNotice(tx as unknown as Db, found.memberId, 'depositConfirmed', found);
        // The agent reports' figures move with the money (first deposit: none confirmed before).
        const [earlier] = await tx
          .select({ id: t.deposits.id })
          .from(t.deposits)
          .where(
            and(
              eq(t.deposits.memberId, found.memberId),
              eq(t.deposits.status, 'confirmed'),
              sql`${t.deposits.id} <> ${id}`,
            ),
          )
          .limit(1);
        const at = new Date();
        await addStats(tx as unknown as Db, [
          { memberId: found.memberId, at, deposits: found.amount, firstDeposit: !earlier },
        ]);
        if (!earlier)
          await referralFirstDeposit(tx as unknown as Db, at, found.memberId, found.amount);
        await advanceMissions(tx as unknown as Db, at, {
          type: 'deposit',
          memberId: found.memberId,
          amount: found.amount,
        });
        return updated!;
      })
      // A racing confirmation with the same id lost the unique index: rolled back, refused.
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? txnReused() : error;
      });
    if (row.status !== 'confirmed')
      throw new CallError('INVALID_STATE', `deposit is ${row.status}`);
    if (row.providerTxnId !== providerTxnId)
      throw new CallError('INVALID_STATE', 'confirmed by another payment');
    return viewOf(row);
  }

  /** A pending bank order of this member without a receipt yet. */
  const receiptExpected = (memberId: number, id: number) =>
    and(
      eq(t.deposits.id, id),
      eq(t.deposits.memberId, memberId),
      eq(t.deposits.status, 'pending'),
      isNull(t.deposits.receiptPath),
      sql`${t.deposits.methodId} in (select id from deposit_methods where type = 'bank')`,
    );

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
      return rows.filter(offered).map((m) => ({
        id: m.id,
        type: m.type as DepositMethod['type'],
        name: m.name,
        minAmount: m.minAmount,
        maxAmount: m.maxAmount,
        feeBps: m.feeBps,
        bank: m.bank ?? null,
        sandbox: m.type === 'online',
      }));
    },

    async create(
      memberId: number,
      input: { methodId: number; amount: number; idempotencyKey: string },
    ) {
      const method = await methodOf(input.methodId);
      if (!method?.enabled) throw new CallError('NOT_FOUND', 'no such deposit method');
      if (!offered(method)) throw new CallError('DEPOSIT_METHOD_UNAVAILABLE', 'sandbox is off');
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
      const fee = Math.ceil((input.amount * method.feeBps) / 10_000);
      const minutes = await expireMinutes();
      // The cap is checked and the order written under the member's row lock: concurrent orders of
      // one member queue here, so that together they cannot pass the cap.
      const row = await db.transaction(async (tx) => {
        const q = tx as unknown as Db;
        const [member] = await tx
          .select({ limit: t.members.depositDailyLimit })
          .from(t.members)
          .where(eq(t.members.id, memberId))
          .for('no key update');
        if (!member) throw new CallError('NOT_FOUND', 'no such member');
        const [raced] = await tx
          .select()
          .from(t.deposits)
          .where(eq(t.deposits.idempotencyKey, key));
        if (raced) return raced;
        await expireStale(q, minutes, memberId);
        if (member.limit !== null) await checkDailyLimit(q, member.limit, memberId, input.amount);
        const [created] = await tx
          .insert(t.deposits)
          .values({ memberId, methodId: method.id, amount: input.amount, fee, idempotencyKey: key })
          .returning();
        return created!;
      });
      if (row.amount !== input.amount || row.methodId !== input.methodId)
        throw new CallError('IDEMPOTENCY_CONFLICT');
      return view(row, method);
    },

    async list(memberId: number, pageNo = 1, pageSize = 10): Promise<RecordPage<DepositOrder>> {
      await expireStale(db, await expireMinutes(), memberId);
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
     * The provider's confirmation of an online order (its verified callback). A duplicate or late
     * confirmation changes nothing; a different amount, a bank order or an expired order is refused.
     */
    confirm: (id: number, providerTxnId: string, paidAmount: number, by: string) =>
      settle(id, 'online', providerTxnId, paidAmount, by),

    /** An operator's confirmation of a bank transfer, once its receipt is in. */
    async confirmBankTransfer(id: number, operator: string) {
      const [order] = await db.select().from(t.deposits).where(eq(t.deposits.id, id));
      if (!order) throw new CallError('NOT_FOUND');
      return settle(id, 'bank', `bank-${id}`, order.amount + order.fee, operator);
    },

    async reject(id: number, by: string) {
      const row = await db.transaction(async (tx) => {
        const [rejected] = await tx
          .update(t.deposits)
          .set({ status: 'rejected', decidedAt: sql`now()`, decidedBy: by })
          .where(and(eq(t.deposits.id, id), eq(t.deposits.status, 'pending')))
          .returning();
        if (!rejected) throw new CallError('INVALID_STATE', 'not a pending deposit');
        await sendMoneyNotice(tx as unknown as Db, rejected.memberId, 'depositRejected', rejected);
        return rejected;
      });
      return viewOf(row);
    },

    /** Checked before the receipt is stored: one receipt per bank order, while it is pending. */
    async receiptAllowed(memberId: number, id: number) {
      const [row] = await db
        .select({ id: t.deposits.id })
        .from(t.deposits)
        .where(receiptExpected(memberId, id));
      if (!row)
        throw refusedReceipt(await db.select().from(t.deposits).where(eq(t.deposits.id, id)));
    },

    /** The receipt, once: a second one (or a racing one) is refused and its file is the caller's. */
    async attachReceipt(memberId: number, id: number, path: string) {
      const [row] = await db
        .update(t.deposits)
        .set({ receiptPath: path })
        .where(receiptExpected(memberId, id))
        .returning();
      if (!row)
        throw refusedReceipt(await db.select().from(t.deposits).where(eq(t.deposits.id, id)));
      return viewOf(row);
    },

    /** Operator: orders by status (pending first by default), with the receipt's address. */
    async forOperators(filter: DepositFilter = 'pending'): Promise<OperatorDeposit[]> {
      await expireAllStale();
      const rows = await db
        .select({ deposit: t.deposits, username: t.members.username })
        .from(t.deposits)
        .innerJoin(t.members, eq(t.members.id, t.deposits.memberId))
        .where(filter === 'all' ? undefined : eq(t.deposits.status, filter))
        .orderBy(filter === 'all' ? desc(t.deposits.id) : t.deposits.id)
        .limit(200);
      return Promise.all(
        rows.map(async ({ deposit, username }) => {
          const method = (await methodOf(deposit.methodId))!;
          return {
            ...view(deposit, method),
            memberId: deposit.memberId,
            username,
            methodName: method.name,
            decidedBy: deposit.decidedBy,
            receipt: deposit.receiptPath ? operatorFileUrl(deposit.receiptPath) : null,
          };
        }),
      );
    },

    /** The periodic sweep's part: expire every stale online order. */
    expireStale: expireAllStale,
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
