import { and, eq, gt, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { randomToken, sha256 } from '../accounts/crypto';
import { MAIN_WALLET } from '../wallet/accounts';
import { transfer, type TransferRequest } from '../wallet/ledger';
import type { Wallet } from '../wallet/wallet';

const LAUNCH_HOURS = 4;

export type VendorAnswer = { playerId: string; currency: string; balance: number; txnId?: string };
type Txn = typeof t.vendorTransactions.$inferSelect;

const playerIdOf = (memberId: number) => `p${memberId}`;
function memberIdOf(playerId: unknown): number {
  const match = /^p(\d{1,10})$/.exec(String(playerId));
  if (!match) throw new CallError('BAD_REQUEST', 'playerId');
  return Number(match[1]);
}

/**
 * The seamless wallet game vendors call: launch tokens, balance, bets, wins and rollbacks, each
 * idempotent by the vendor's transaction id and serialised per bet, so that redelivered, late and
 * out-of-order calls settle the same way. Money moves through the ledger only.
 */
export function createVendorWallet(db: Db, wallet: Wallet) {
  const { accounts } = wallet;

  /** Transfer-wallet brands play from the vendor's wallet, single-wallet brands from the main one. */
  async function playWallet(memberId: number, vendor: string) {
    return accounts.member(memberId, (await wallet.isSingle()) ? MAIN_WALLET : vendor);
  }

  async function answer(memberId: number, vendor: string, txnId?: string): Promise<VendorAnswer> {
    const summary = await wallet.summary(memberId);
    const code = summary.single ? MAIN_WALLET : vendor;
    return {
      playerId: playerIdOf(memberId),
      currency: summary.currency,
      balance: summary.wallets.find((w) => w.code === code)?.balance ?? 0,
      txnId,
    };
  }

  /** Serialises everything about one bet (its debit, win and rollback) across instances. */
  const lockBet = (tx: Db, vendor: string, betTxnId: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${vendor}:${betTxnId}`}))`);

  const find = async (tx: Db, vendor: string, txnId: string) =>
    (
      await tx
        .select()
        .from(t.vendorTransactions)
        .where(and(eq(t.vendorTransactions.vendor, vendor), eq(t.vendorTransactions.txnId, txnId)))
    )[0] as Txn | undefined;

  /** The win or rollback a bet already has, if any. */
  const byBet = async (tx: Db, vendor: string, betTxnId: string, kind: 'credit' | 'rollback') =>
    (
      await tx
        .select()
        .from(t.vendorTransactions)
        .where(
          and(
            eq(t.vendorTransactions.vendor, vendor),
            eq(t.vendorTransactions.betTxnId, betTxnId),
            eq(t.vendorTransactions.kind, kind),
          ),
        )
    )[0];

  /** Moves a vendor call's money (nothing for a zero amount); refusals become the vendor's codes. */
  async function move(tx: Db, request: TransferRequest): Promise<number | null> {
    if (request.amount === 0) return null;
    const moved = await transfer(tx, request);
    if (moved.status === 'insufficient') throw new CallError('INSUFFICIENT_FUNDS');
    if (moved.status === 'conflict') throw new CallError('IDEMPOTENCY_CONFLICT');
    return moved.transferId;
  }

  /** Moves the call's money and keeps the call, in the caller's transaction. */
  async function record(
    tx: Db,
    call: Omit<typeof t.vendorTransactions.$inferInsert, 'status' | 'transferId'>,
    money: Omit<TransferRequest, 'amount'>,
  ) {
    const transferId = await move(tx, { ...money, amount: call.amount });
    await tx.insert(t.vendorTransactions).values({ ...call, status: 'done', transferId });
  }

  function sameMember(row: Txn, memberId: number) {
    if (row.memberId !== memberId) throw new CallError('IDEMPOTENCY_CONFLICT', 'another player');
  }

  return {
    async issueLaunch(memberId: number, vendor: string, nodeId: number): Promise<string> {
      const token = randomToken();
      await db.insert(t.gameLaunches).values({
        memberId,
        vendor,
        nodeId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + LAUNCH_HOURS * 3_600_000),
      });
      return token;
    },

    async authenticate(vendor: string, launchToken: string): Promise<VendorAnswer> {
      const [launch] = await db
        .select()
        .from(t.gameLaunches)
        .where(
          and(
            eq(t.gameLaunches.tokenHash, sha256(launchToken)),
            eq(t.gameLaunches.vendor, vendor),
            gt(t.gameLaunches.expiresAt, sql`now()`),
          ),
        );
      if (!launch) throw new CallError('UNAUTHORIZED', 'unknown or expired launch token');
      return answer(launch.memberId, vendor);
    },

    async balance(vendor: string, playerId: unknown) {
      return answer(memberIdOf(playerId), vendor);
    },

    async debit(
      vendor: string,
      input: {
        playerId: string;
        txnId: string;
        roundId: string;
        amount: number;
        gameCode?: string;
      },
    ) {
      const memberId = memberIdOf(input.playerId);
      const from = await playWallet(memberId, vendor);
      const house = await accounts.system('HOUSE');
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        await lockBet(tx, vendor, input.txnId);
        const seen = await find(tx, vendor, input.txnId);
        if (seen) {
          sameMember(seen, memberId);
          if (seen.kind !== 'debit' || seen.amount !== input.amount)
            throw new CallError('IDEMPOTENCY_CONFLICT');
          if (seen.status === 'rolled_back') throw new CallError('BET_CANCELLED');
          return;
        }
        if (await byBet(tx, vendor, input.txnId, 'rollback'))
          throw new CallError('BET_CANCELLED', 'rolled back before it arrived');
        await record(
          tx,
          {
            vendor,
            txnId: input.txnId,
            kind: 'debit',
            memberId,
            roundId: input.roundId,
            gameCode: input.gameCode ?? null,
            amount: input.amount,
          },
          {
            idempotencyKey: `vendor:${vendor}:${input.txnId}`,
            debitAccountId: from,
            creditAccountId: house,
            kind: 'bet',
            reference: `${vendor} round ${input.roundId}`,
          },
        );
      });
      return answer(memberId, vendor, input.txnId);
    },

    async credit(
      vendor: string,
      input: { playerId: string; txnId: string; roundId: string; betTxnId: string; amount: number },
    ) {
      const memberId = memberIdOf(input.playerId);
      const to = await playWallet(memberId, vendor);
      const house = await accounts.system('HOUSE');
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        await lockBet(tx, vendor, input.betTxnId);
        const seen = await find(tx, vendor, input.txnId);
        if (seen) {
          sameMember(seen, memberId);
          if (
            seen.kind !== 'credit' ||
            seen.amount !== input.amount ||
            seen.betTxnId !== input.betTxnId
          )
            throw new CallError('IDEMPOTENCY_CONFLICT');
          return;
        }
        const bet = await find(tx, vendor, input.betTxnId);
        if (!bet || bet.kind !== 'debit' || bet.memberId !== memberId)
          throw new CallError('BET_UNKNOWN');
        if (bet.status !== 'done') throw new CallError('BET_CANCELLED');
        await record(
          tx,
          {
            vendor,
            txnId: input.txnId,
            kind: 'credit',
            memberId,
            roundId: input.roundId,
            betTxnId: input.betTxnId,
            amount: input.amount,
          },
          {
            idempotencyKey: `vendor:${vendor}:${input.txnId}`,
            debitAccountId: house,
            creditAccountId: to,
            kind: 'win',
            reference: `${vendor} round ${input.roundId}`,
          },
        );
      });
      return answer(memberId, vendor, input.txnId);
    },

    async rollback(vendor: string, input: { playerId: string; txnId: string; betTxnId: string }) {
      const memberId = memberIdOf(input.playerId);
      const to = await playWallet(memberId, vendor);
      const house = await accounts.system('HOUSE');
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        await lockBet(tx, vendor, input.betTxnId);
        const seen = await find(tx, vendor, input.txnId);
        if (seen) {
          sameMember(seen, memberId);
          if (seen.kind !== 'rollback' || seen.betTxnId !== input.betTxnId)
            throw new CallError('IDEMPOTENCY_CONFLICT');
          return;
        }
        if (await byBet(tx, vendor, input.betTxnId, 'rollback')) return;
        const bet = await find(tx, vendor, input.betTxnId);
        if (bet) {
          sameMember(bet, memberId);
          if (bet.kind !== 'debit') throw new CallError('BET_UNKNOWN');
          if (await byBet(tx, vendor, input.betTxnId, 'credit')) throw new CallError('BET_SETTLED');
          await tx
            .update(t.vendorTransactions)
            .set({ status: 'rolled_back' })
            .where(eq(t.vendorTransactions.id, bet.id));
        }
        // Without its bet this row is a tombstone (amount 0): the bet, should it arrive late, is refused.
        await record(
          tx,
          {
            vendor,
            txnId: input.txnId,
            kind: 'rollback',
            memberId,
            betTxnId: input.betTxnId,
            amount: bet?.amount ?? 0,
          },
          {
            idempotencyKey: `vendor:${vendor}:rollback:${input.betTxnId}`,
            debitAccountId: house,
            creditAccountId: to,
            kind: 'rollback',
            reference: `${vendor} cancels ${input.betTxnId}`,
          },
        );
      });
      return answer(memberId, vendor, input.txnId);
    },
  };
}

export type VendorWallet = ReturnType<typeof createVendorWallet>;
