import { eq, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { Balance } from '../../../../lib/contract/member';
import type { WalletSummary } from '../../../../lib/contract/wallet';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { SystemService } from '../system';
import { createLedgerAccounts, MAIN_WALLET } from './accounts';
import { transfer, type TransferResult } from './ledger';

/** A member's keys live in their own space: one member can never replay another's transfer. */
export const memberKey = (memberId: number, key: string) => `m${memberId}:${key}`;

function settled(result: TransferResult) {
  if (result.status === 'insufficient') throw new CallError('INSUFFICIENT_FUNDS');
  if (result.status === 'conflict') throw new CallError('IDEMPOTENCY_CONFLICT');
  return result;
}

/** Balances, transfers between a member's wallets, and operators' audited adjustments. */
export function createWallet(db: Db, system: SystemService) {
  const accounts = createLedgerAccounts(db, async () => (await system.brandConfig()).currency);

  async function vendorCodes(): Promise<string[]> {
    const rows = await db
      .select({ code: t.vendors.code })
      .from(t.vendors)
      .where(eq(t.vendors.enabled, true));
    return rows.map((row) => row.code);
  }

  async function isSingle(): Promise<boolean> {
    const [row] = await db.select({ single: t.brands.singleWallet }).from(t.brands).limit(1);
    return row?.single ?? true;
  }

  async function summary(memberId: number): Promise<WalletSummary> {
    const [brand, wallets, single] = await Promise.all([
      system.brandConfig(),
      accounts.wallets(memberId),
      isSingle(),
    ]);
    return {
      single,
      currency: brand.currency,
      sumBalance: wallets.reduce((sum, w) => sum + w.balance, 0),
      wallets,
    };
  }

  async function balance(memberId: number): Promise<Balance> {
    const [wallets, [unread]] = await Promise.all([
      summary(memberId),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.memberMessages)
        .where(
          sql`${t.memberMessages.memberId} = ${memberId} and ${t.memberMessages.readAt} is null`,
        ),
    ]);
    return {
      sumBalance: wallets.sumBalance,
      currency: wallets.currency,
      unreadCount: unread?.n ?? 0,
      promotions: {},
      promotionCount: 0,
      maintenanceEndTime: null,
    };
  }

  /** Main ↔ vendor wallet (transfer-wallet mode only). */
  async function move(memberId: number, from: string, to: string, amount: number, key: string) {
    const codes = [MAIN_WALLET, ...(await vendorCodes())];
    if (await isSingle()) throw new CallError('BAD_REQUEST', 'single wallet brand');
    if (
      from === to ||
      !codes.includes(from) ||
      !codes.includes(to) ||
      (from !== MAIN_WALLET && to !== MAIN_WALLET)
    )
      throw new CallError('BAD_REQUEST', 'wallets must be main and one vendor');
    settled(
      await transfer(db, {
        idempotencyKey: memberKey(memberId, key),
        debitAccountId: await accounts.member(memberId, from),
        creditAccountId: await accounts.member(memberId, to),
        amount,
        kind: 'transfer',
        reference: `${from}>${to}`,
      }),
    );
    return summary(memberId);
  }

  /**
   * An operator's move of money into or out of a member's main wallet, audited with who, before,
   * after and why: a correction against the house, or a bonus paid from the bonus account.
   */
  async function audited(
    kind: 'adjustment' | 'bonus',
    memberId: number,
    amount: number,
    reason: string,
    operator: string,
    key: string,
  ) {
    const wallet = await accounts.member(memberId);
    const other = await accounts.system(kind === 'bonus' ? 'BONUS' : 'HOUSE');
    // One transaction: the money never moves without its audit row.
    await db.transaction(async (tx) => {
      const result = settled(
        await transfer(tx as unknown as Db, {
          idempotencyKey: `op:${key}`,
          debitAccountId: amount > 0 ? other : wallet,
          creditAccountId: amount > 0 ? wallet : other,
          amount: Math.abs(amount),
          kind,
          reference: reason.slice(0, 200),
        }),
      );
      if (result.status !== 'done') return;
      const after = amount > 0 ? result.creditBalance : result.debitBalance;
      await tx.insert(t.balanceAdjustments).values({
        transferId: result.transferId,
        memberId,
        operator,
        before: after - amount,
        after,
        reason,
      });
    });
    return summary(memberId);
  }

  const adjust = (
    memberId: number,
    amount: number,
    reason: string,
    operator: string,
    key: string,
  ) => audited('adjustment', memberId, amount, reason, operator, key);

  /** A bonus the operator grants (positive amounts only: the route checks). */
  const grantBonus = (
    memberId: number,
    amount: number,
    reason: string,
    operator: string,
    key: string,
  ) => audited('bonus', memberId, amount, reason, operator, key);

  /** To the member's upline agent (spec: transferUpline), main wallet to main wallet. */
  async function toUpline(memberId: number, amount: number, key: string) {
    const [member] = await db.select().from(t.members).where(eq(t.members.id, memberId));
    if (!member?.uplineId) throw new CallError('INVALID_STATE', 'no upline');
    settled(
      await transfer(db, {
        idempotencyKey: memberKey(memberId, key),
        debitAccountId: await accounts.member(memberId),
        creditAccountId: await accounts.member(member.uplineId),
        amount,
        kind: 'upline_transfer',
        reference: `to ${member.uplineId}`,
      }),
    );
    return summary(memberId);
  }

  return { accounts, isSingle, summary, balance, move, adjust, grantBonus, toUpline };
}

export type Wallet = ReturnType<typeof createWallet>;
