import { eq, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { Balance } from '../../../../lib/contract/member';
import type { WalletSummary } from '../../../../lib/contract/wallet';
import type { Db } from '../../db/client';
import { addStats } from '../agent/stats';
import * as t from '../../db/schema';
import type { SystemService } from '../system';
import { unreadCount } from '../messages';
import { balanceOffers } from '../rewards/offers';
import { createLedgerAccounts, MAIN_WALLET } from './accounts';
import { createTransferQueue } from './ledger-batch';
import { transfer, type TransferResult } from './ledger';

/** A member's keys live in their own space: one member can never replay another's transfer. */
export const memberKey = (memberId: number, key: string) => `m${memberId}:${key}`;

function settled(result: TransferResult) {
  if (result.status === 'insufficient') throw new CallError('INSUFFICIENT_FUNDS');
  if (result.status === 'conflict') throw new CallError('IDEMPOTENCY_CONFLICT');
  return result;
}

/** Balances, transfers between a member's wallets, and operators' audited adjustments. */
/** What a free-play account starts with, in minor units (2,000.00). */
export const PLAY_MONEY = 200_000;

export function createWallet(db: Db, system: SystemService) {
  const accounts = createLedgerAccounts(db, async () => (await system.brandConfig()).currency);
  // Transfers that stand alone (no other write with them) commit together with their neighbours.
  const ledger = createTransferQueue(db);

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
    const [wallets, unread, offers, modules] = await Promise.all([
      summary(memberId),
      unreadCount(db, memberId),
      balanceOffers(db, memberId, new Date()),
      system.modules(),
    ]);
    return {
      sumBalance: wallets.sumBalance,
      currency: wallets.currency,
      unreadCount: unread,
      promotions: { REFERRAL: { enabled: offers.referral && modules.has('REFERRAL3') } },
      promotionCount: offers.open,
      maintenanceEndTime: null,
    };
  }

  /** Main ↔ vendor wallet (transfer-wallet mode only). */
  async function move(memberId: number, from: string, to: string, amount: number, key: string) {
    const codes = [MAIN_WALLET, ...(await vendorCodes())];
    if (await isSingle())
      throw new CallError('INVALID_STATE', 'single wallet brand', { key: 'single_wallet' });
    if (
      from === to ||
      !codes.includes(from) ||
      !codes.includes(to) ||
      (from !== MAIN_WALLET && to !== MAIN_WALLET)
    )
      throw new CallError('BAD_REQUEST', 'wallets must be main and one vendor');
    settled(
      await ledger.transfer({
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
      if (kind === 'bonus')
        await addStats(tx as unknown as Db, [{ memberId, at: new Date(), promotions: amount }]);
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
    if (!member?.uplineId || member.isAgent === 2)
      throw new CallError('INVALID_STATE', 'no upline to send to');
    settled(
      await ledger.transfer({
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

  /**
   * The merchant-wallet setting, switched by an operator and audited. Going to one wallet brings
   * every vendor wallet's money back to its member's main wallet in the same transaction (the
   * ledger keeps each move), so that nothing is left where a single-wallet brand cannot reach it.
   */
  async function setSingle(single: boolean, operator: string) {
    const currency = (await system.brandConfig()).currency;
    return db.transaction(async (tx) => {
      const [brand] = await tx
        .select({ id: t.brands.id, single: t.brands.singleWallet })
        .from(t.brands)
        .limit(1)
        .for('update');
      if (!brand) throw new CallError('NOT_FOUND', 'no brand');
      const [audit] = await tx
        .insert(t.operatorAudit)
        .values({
          operator,
          action: 'wallet-mode',
          target: 'brand',
          before: { singleWallet: brand.single },
        })
        .returning({ id: t.operatorAudit.id });
      let moved = 0;
      if (single) {
        await tx.execute(
          sql`insert into ledger_accounts (member_id, code, currency)
              select distinct member_id, ${MAIN_WALLET}, ${currency} from ledger_accounts
              where member_id is not null and code <> ${MAIN_WALLET} and balance > 0
              on conflict (member_id, code) where member_id is not null do nothing`,
        );
        const held = (
          (await tx.execute(
            sql`select v.id, v.balance, m.id as main_id from ledger_accounts v
                join ledger_accounts m on m.member_id = v.member_id and m.code = ${MAIN_WALLET}
                where v.member_id is not null and v.code <> ${MAIN_WALLET} and v.balance > 0
                order by v.id for update of v`,
          )) as unknown as { rows: Record<string, unknown>[] }
        ).rows;
        for (const row of held) {
          const result = settled(
            await transfer(tx as unknown as Db, {
              idempotencyKey: `wallet-mode:${audit!.id}:${row.id}`,
              debitAccountId: Number(row.id),
              creditAccountId: Number(row.main_id),
              amount: Number(row.balance),
              kind: 'transfer',
              reference: 'single wallet',
            }),
          );
          if (result.status === 'done') moved += Number(row.balance);
        }
      }
      await tx.update(t.brands).set({ singleWallet: single }).where(eq(t.brands.id, brand.id));
      await tx
        .update(t.operatorAudit)
        .set({ after: { singleWallet: single, movedToMain: moved } })
        .where(eq(t.operatorAudit.id, audit!.id));
      return { singleWallet: single, movedToMain: moved };
    });
  }

  /**
   * A trial account's play money (free play, spec section 4), once per account: it is not real
   * money, comes from the DEMO account, and trial accounts can neither withdraw nor transfer it.
   */
  async function grantPlayMoney(memberId: number) {
    return ledger.transfer({
      idempotencyKey: `play-money-${memberId}`,
      debitAccountId: await accounts.system('DEMO'),
      creditAccountId: await accounts.member(memberId),
      amount: PLAY_MONEY,
      kind: 'play_money',
    });
  }

  return {
    accounts,
    isSingle,
    setSingle,
    summary,
    balance,
    move,
    adjust,
    grantBonus,
    toUpline,
    grantPlayMoney,
  };
}

export type Wallet = ReturnType<typeof createWallet>;
