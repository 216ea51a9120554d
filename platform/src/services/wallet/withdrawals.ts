import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { PayeeAccount, RecordPage, Withdrawal } from '../../../../lib/contract/wallet';
import type { Db } from '../../db/client';
import { addStats } from '../agent/stats';
import { pageOf } from '../../db/paging';
import * as t from '../../db/schema';
import { hashPassword, verifyPassword } from '../accounts/crypto';
import { sendMoneyNotice } from '../messages';
import { transfer } from './ledger';
import { createSecretAttempts } from './secret-attempts';
import { memberKey, type Wallet } from './wallet';
import { forfeitExpiredBonuses } from '../rewards/promotions';
import { assertTurnoverMet } from '../rewards/turnover';
import { assertRankWithdrawLimit } from '../rewards/vip-rules';

type Row = typeof t.withdrawals.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A withdrawal locked until the transaction ends: operators acting at once act one by one. */
async function lockedWithdrawal(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(t.withdrawals).where(eq(t.withdrawals.id, id)).for('update');
  return row!;
}
type Payee = typeof t.payeeAccounts.$inferSelect;

/** Which withdrawals an operator lists. */
export const OPERATOR_FILTERS = [
  'pending',
  'paid',
  'not_received',
  'received',
  'rejected',
  'all',
] as const;
export type OperatorFilter = (typeof OPERATOR_FILTERS)[number];

/** What an operator sees: the member's view plus who, the full account number and any proof. */
export type OperatorWithdrawal = Withdrawal & {
  memberId: number;
  username: string;
  accountNumber: string;
  decidedBy: string | null;
  resolution: 'refunded' | 'upheld' | null;
  resolvedBy: string | null;
  /** Not received: the member's comment and their images' addresses under /ops/uploads/. */
  proof: { comment: string; images: string[]; createdAt: string } | null;
};

/** A stored file's address for operators (files are kept as `uploads/<folder>/<name>`). */
export const operatorFileUrl = (stored: string) => `/ops/${stored}`;

const mask = (number: string) => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
const payeeOf = (p: Payee): PayeeAccount => ({
  id: p.id,
  payeeName: p.payeeName,
  bankName: p.bankName,
  accountNumber: mask(p.accountNumber),
});

/** Payment password, payees and withdrawals: hold at request, pay out or refund, then confirm. */
export function createWithdrawals(db: Db, wallet: Wallet) {
  const { accounts } = wallet;
  const attempts = createSecretAttempts(db);

  async function brand() {
    const [row] = await db.select().from(t.brands).limit(1);
    return row!;
  }

  /** Every payment-password answer goes through here: counted, limited, locked after guesses. */
  async function checkPaymentPassword(memberId: number, password: string) {
    const [member] = await db.select().from(t.members).where(eq(t.members.id, memberId));
    const hash = member?.paymentPasswordHash;
    if (!hash) throw new CallError('PAYMENT_PASSWORD_REQUIRED');
    await attempts.check(memberId, 'payment', password, (answer) => verifyPassword(hash, answer));
  }

  /** The brand's banks (of its currency) a payee may be at. */
  async function banks(): Promise<string[]> {
    const rows = await db
      .select({ name: t.banks.name })
      .from(t.banks)
      .where(eq(t.banks.currency, (await brand()).currency))
      .orderBy(t.banks.sort, t.banks.name);
    return rows.map((row) => row.name);
  }

  async function view(row: Row): Promise<Withdrawal> {
    const [payee] = await db
      .select()
      .from(t.payeeAccounts)
      .where(eq(t.payeeAccounts.id, row.payeeAccountId));
    const minutes = (await brand()).withdrawConfirmMinutes;
    return {
      id: row.id,
      amount: row.amount,
      status: row.status as Withdrawal['status'],
      payee: payeeOf(payee!),
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      confirmBy:
        row.status === 'paid' && row.decidedAt
          ? new Date(row.decidedAt.getTime() + minutes * 60_000).toISOString()
          : null,
      resolution: row.resolution as Withdrawal['resolution'],
    };
  }

  /**
   * Paid withdrawals nobody answered in time count as received (spec section 4). One conditional
   * UPDATE: instances sweeping at once, or a member answering meanwhile, settle each row once.
   */
  async function settleUnanswered(): Promise<number> {
    const minutes = (await brand()).withdrawConfirmMinutes;
    const settled = await db
      .update(t.withdrawals)
      .set({ status: 'received', confirmedAt: sql`now()` })
      .where(
        and(
          eq(t.withdrawals.status, 'paid'),
          lt(t.withdrawals.decidedAt, sql`now() - make_interval(mins => ${minutes})`),
        ),
      )
      .returning({ id: t.withdrawals.id });
    return settled.length;
  }

  /** This member's paid withdrawal that may still be answered (inside the confirmation window). */
  const answerable = (memberId: number, id: number, minutes: number) =>
    and(
      eq(t.withdrawals.id, id),
      eq(t.withdrawals.memberId, memberId),
      eq(t.withdrawals.status, 'paid'),
      gte(t.withdrawals.decidedAt, sql`now() - make_interval(mins => ${minutes})`),
    );

  async function operatorView(row: Row): Promise<OperatorWithdrawal> {
    const [[payee], [member], [proof]] = await Promise.all([
      db.select().from(t.payeeAccounts).where(eq(t.payeeAccounts.id, row.payeeAccountId)),
      db
        .select({ username: t.members.username })
        .from(t.members)
        .where(eq(t.members.id, row.memberId)),
      db.select().from(t.withdrawalProofs).where(eq(t.withdrawalProofs.withdrawalId, row.id)),
    ]);
    return {
      ...(await view(row)),
      memberId: row.memberId,
      username: member!.username,
      accountNumber: payee!.accountNumber,
      decidedBy: row.decidedBy,
      resolution: row.resolution as OperatorWithdrawal['resolution'],
      resolvedBy: row.resolvedBy,
      proof: proof
        ? {
            comment: proof.comment,
            images: proof.files.map(operatorFileUrl),
            createdAt: proof.createdAt.toISOString(),
          }
        : null,
    };
  }

  return {
    checkPaymentPassword,
    banks,

    async setPaymentPassword(memberId: number, next: string, old?: string) {
      const [member] = await db.select().from(t.members).where(eq(t.members.id, memberId));
      // Changing it answers the old one: the same limit as paying with it.
      if (member?.paymentPasswordHash) await checkPaymentPassword(memberId, old ?? '');
      await db
        .update(t.members)
        .set({ paymentPasswordHash: await hashPassword(next) })
        .where(eq(t.members.id, memberId));
      return null;
    },

    async payees(memberId: number) {
      const rows = await db
        .select()
        .from(t.payeeAccounts)
        .where(eq(t.payeeAccounts.memberId, memberId));
      return rows.map(payeeOf);
    },

    async addPayee(
      memberId: number,
      input: {
        payeeName: string;
        bankName: string;
        accountNumber: string;
        paymentPassword: string;
        loginPassword: string;
      },
    ) {
      const bankName = input.bankName.trim();
      if (!(await banks()).includes(bankName)) throw new CallError('BANK_UNKNOWN');
      // A new payee asks for the login password again: a session alone may not bind a bank.
      const [member] = await db.select().from(t.members).where(eq(t.members.id, memberId));
      if (!member) throw new CallError('UNAUTHORIZED');
      await attempts.check(memberId, 'recheck', input.loginPassword, (answer) =>
        verifyPassword(member.passwordHash, answer),
      );
      await checkPaymentPassword(memberId, input.paymentPassword);
      const [row] = await db
        .insert(t.payeeAccounts)
        .values({
          memberId,
          payeeName: input.payeeName.trim(),
          bankName,
          accountNumber: input.accountNumber,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new CallError('ACCOUNT_EXISTS', 'payee already bound');
      return payeeOf(row);
    },

    async request(
      memberId: number,
      input: { payeeId: number; amount: number; paymentPassword: string; idempotencyKey: string },
    ) {
      const key = memberKey(memberId, input.idempotencyKey);
      const [existing] = await db
        .select()
        .from(t.withdrawals)
        .where(eq(t.withdrawals.idempotencyKey, key));
      if (existing) {
        if (existing.amount !== input.amount || existing.payeeAccountId !== input.payeeId)
          throw new CallError('IDEMPOTENCY_CONFLICT');
        return view(existing);
      }
      await checkPaymentPassword(memberId, input.paymentPassword);
      // A bonus whose wagering ran out unmet goes back before any money leaves.
      await forfeitExpiredBonuses(db, wallet.accounts, memberId, new Date());
      const settings = await brand();
      if (input.amount < settings.withdrawMin || input.amount > settings.withdrawMax)
        throw new CallError('LIMIT_EXCEEDED', 'withdrawal limits', {
          values: { min: settings.withdrawMin, max: settings.withdrawMax },
        });
      const [payee] = await db
        .select()
        .from(t.payeeAccounts)
        .where(and(eq(t.payeeAccounts.id, input.payeeId), eq(t.payeeAccounts.memberId, memberId)));
      if (!payee) throw new CallError('NOT_FOUND', 'no such payee');
      const [from, hold] = await Promise.all([
        accounts.member(memberId),
        accounts.system('WITHDRAWAL_HOLD'),
      ]);
      // The hold and the withdrawal row commit together, or neither does.
      const row = await db.transaction(async (tx) => {
        const held = await transfer(tx as unknown as Db, {
          idempotencyKey: key,
          debitAccountId: from,
          creditAccountId: hold,
          amount: input.amount,
          kind: 'withdrawal',
        });
        if (held.status === 'insufficient') throw new CallError('INSUFFICIENT_FUNDS');
        if (held.status === 'conflict') throw new CallError('IDEMPOTENCY_CONFLICT');
        // Checked under the wallet's lock (the hold's): a bonus issued meanwhile is seen here.
        if (held.status === 'done') await assertTurnoverMet(tx as unknown as Db, memberId);
        // The rank's daily cap, under the same lock: two requests at once count one after the other.
        if (held.status === 'done')
          await assertRankWithdrawLimit(
            tx as unknown as Db,
            memberId,
            input.amount,
            settings.withdrawMin,
            new Date(),
          );
        if (held.status === 'replayed') {
          // The same request raced in and won: its row committed with its hold.
          const [won] = await tx
            .select()
            .from(t.withdrawals)
            .where(eq(t.withdrawals.idempotencyKey, key));
          if (!won) throw new CallError('IDEMPOTENCY_CONFLICT');
          return won;
        }
        const [created] = await tx
          .insert(t.withdrawals)
          .values({
            memberId,
            payeeAccountId: payee.id,
            amount: input.amount,
            idempotencyKey: key,
            holdTransferId: held.transferId,
          })
          .returning();
        return created!;
      });
      return view(row);
    },

    async list(memberId: number, pageNo = 1, pageSize = 10): Promise<RecordPage<Withdrawal>> {
      await settleUnanswered();
      const mine = eq(t.withdrawals.memberId, memberId);
      return pageOf(
        db,
        t.withdrawals,
        mine,
        { pageNo, pageSize },
        (limit, offset) =>
          db
            .select()
            .from(t.withdrawals)
            .where(mine)
            .orderBy(desc(t.withdrawals.id))
            .limit(limit)
            .offset(offset),
        view,
      );
    },

    /** Operator: pay out (HOLD → provider) or reject (HOLD → member), once. */
    async decide(id: number, action: 'pay' | 'reject', operator: string) {
      const [found] = await db.select().from(t.withdrawals).where(eq(t.withdrawals.id, id));
      if (!found) throw new CallError('NOT_FOUND');
      // Account ids first: inside the transaction only `tx` may be used (PGlite has one connection).
      const hold = await accounts.system('WITHDRAWAL_HOLD');
      const target =
        action === 'pay'
          ? await accounts.system('PAYMENT_PROVIDER')
          : await accounts.member(found.memberId);
      const updated = await db.transaction(async (tx) => {
        const row = await lockedWithdrawal(tx, id);
        if (row.status !== 'pending')
          throw new CallError('INVALID_STATE', `withdrawal is ${row.status}`);
        const moved = await transfer(tx as unknown as Db, {
          idempotencyKey: `withdrawal:${id}:${action}`,
          debitAccountId: hold,
          creditAccountId: target,
          amount: row.amount,
          kind: action === 'pay' ? 'withdrawal_payout' : 'withdrawal_refund',
          reference: `withdrawal ${id}`,
        });
        if (moved.status !== 'done') throw new CallError('INVALID_STATE', `hold ${moved.status}`);
        const [changed] = await tx
          .update(t.withdrawals)
          .set({
            status: action === 'pay' ? 'paid' : 'rejected',
            settleTransferId: moved.transferId,
            decidedAt: sql`now()`,
            decidedBy: operator,
          })
          .where(eq(t.withdrawals.id, id))
          .returning();
        if (action === 'pay')
          await addStats(tx as unknown as Db, [
            { memberId: row.memberId, at: new Date(), withdrawals: row.amount },
          ]);
        const notice = action === 'pay' ? 'withdrawalPaid' : 'withdrawalRejected';
        await sendMoneyNotice(tx as unknown as Db, row.memberId, notice, row);
        return changed!;
      });
      return view(updated);
    },

    /**
     * Member: received, once, for a paid withdrawal. Not received is answered with its proof in
     * the same request (`notReceived`), never on its own.
     */
    async confirm(memberId: number, id: number, received: boolean) {
      if (!received)
        throw new CallError('BAD_REQUEST', 'not received needs a comment and images', {
          key: 'proof_required',
        });
      await settleUnanswered();
      const minutes = (await brand()).withdrawConfirmMinutes;
      const [updated] = await db
        .update(t.withdrawals)
        .set({ status: 'received', confirmedAt: sql`now()` })
        .where(answerable(memberId, id, minutes))
        .returning();
      if (updated) return view(updated);
      const [row] = await db
        .select()
        .from(t.withdrawals)
        .where(and(eq(t.withdrawals.id, id), eq(t.withdrawals.memberId, memberId)));
      // Received already (by the member, or by the clock): the same outcome, answered again.
      if (row?.status === 'received') return view(row);
      throw new CallError('INVALID_STATE', 'not a paid withdrawal of this member');
    },

    /** Checked before the proof's files are stored: a paid withdrawal that may still be answered. */
    async notReceivedAllowed(memberId: number, id: number) {
      await settleUnanswered();
      const minutes = (await brand()).withdrawConfirmMinutes;
      const [row] = await db
        .select({ id: t.withdrawals.id })
        .from(t.withdrawals)
        .where(answerable(memberId, id, minutes));
      if (!row) throw new CallError('INVALID_STATE', 'not a paid withdrawal of this member');
    },

    /**
     * Member: not received, with its proof (comment and stored images), in one transaction. The
     * conditional UPDATE lets one of two concurrent answers win; the proof's unique index stands
     * behind it.
     */
    async notReceived(memberId: number, id: number, comment: string, files: string[]) {
      const minutes = (await brand()).withdrawConfirmMinutes;
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(t.withdrawals)
          .set({ status: 'not_received', confirmedAt: sql`now()` })
          .where(answerable(memberId, id, minutes))
          .returning();
        if (!row) throw new CallError('INVALID_STATE', 'not a paid withdrawal of this member');
        await tx.insert(t.withdrawalProofs).values({ withdrawalId: id, comment, files });
        return row;
      });
      return view(updated);
    },

    /**
     * Operator: a not-received withdrawal is refunded (provider → member through the ledger) or
     * upheld (forced receipt: counted as received, nothing refunded), once, with an audit row.
     */
    async resolve(id: number, action: 'refund' | 'uphold', operator: string, reason: string) {
      const [found] = await db.select().from(t.withdrawals).where(eq(t.withdrawals.id, id));
      if (!found) throw new CallError('NOT_FOUND');
      const provider = await accounts.system('PAYMENT_PROVIDER');
      const wallet = await accounts.member(found.memberId);
      const updated = await db.transaction(async (tx) => {
        const row = await lockedWithdrawal(tx, id);
        if (row.status !== 'not_received' || row.resolution !== null)
          throw new CallError('INVALID_STATE', `withdrawal is ${row.status}`);
        let refund: { transferId: number; balance: number } | null = null;
        if (action === 'refund') {
          const moved = await transfer(tx as unknown as Db, {
            idempotencyKey: `withdrawal:${id}:not-received-refund`,
            debitAccountId: provider,
            creditAccountId: wallet,
            amount: row.amount,
            kind: 'withdrawal_refund',
            reference: `withdrawal ${id} not received`,
          });
          if (moved.status !== 'done')
            throw new CallError('INVALID_STATE', `refund ${moved.status}`);
          refund = { transferId: moved.transferId, balance: moved.creditBalance };
          await tx.insert(t.balanceAdjustments).values({
            transferId: moved.transferId,
            memberId: row.memberId,
            operator,
            before: moved.creditBalance - row.amount,
            after: moved.creditBalance,
            reason,
          });
        }
        const [changed] = await tx
          .update(t.withdrawals)
          .set({
            status: action === 'refund' ? 'not_received' : 'received',
            resolution: action === 'refund' ? 'refunded' : 'upheld',
            resolvedBy: operator,
            resolvedAt: sql`now()`,
            resolveTransferId: refund?.transferId ?? null,
          })
          .where(eq(t.withdrawals.id, id))
          .returning();
        await tx.insert(t.operatorAudit).values({
          operator,
          action: `withdrawal-${action}`,
          target: `withdrawal ${id}`,
          before: { status: row.status },
          after: {
            status: changed!.status,
            resolution: changed!.resolution,
            reason,
            ...(refund ? { amount: row.amount, balanceAfter: refund.balance } : {}),
          },
        });
        return changed!;
      });
      return operatorView(updated);
    },

    /** Operator: withdrawals by status (oldest first), with the proof of a not-received one. */
    async forOperators(filter: OperatorFilter = 'pending') {
      await settleUnanswered();
      const rows = await db
        .select()
        .from(t.withdrawals)
        .where(filter === 'all' ? undefined : eq(t.withdrawals.status, filter))
        .orderBy(filter === 'all' ? desc(t.withdrawals.id) : t.withdrawals.id)
        .limit(200);
      return Promise.all(rows.map(operatorView));
    },

    settleUnanswered,
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
