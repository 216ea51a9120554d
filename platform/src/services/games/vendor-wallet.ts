import { and, eq, gt, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import { TRIAL_ACCOUNT } from '../../../../lib/contract/member';
import type { Db } from '../../db/client';
import { vendorBetSettled } from '../agent/feed';
import * as t from '../../db/schema';
import { randomToken, sha256 } from '../accounts/crypto';
import { MAIN_WALLET } from '../wallet/accounts';
import { transfer, type TransferRequest } from '../wallet/ledger';
import type { Wallet } from '../wallet/wallet';

/** A launch token opens the game within this long; the game session then lasts as long again. */
const LAUNCH_HOURS = 4;

export type VendorAnswer = { playerId: string; currency: string; balance: number; txnId?: string };
type Txn = typeof t.vendorTransactions.$inferSelect;

/** How vendors know a member: never the username. */
export const playerIdOf = (memberId: number) => `p${memberId}`;
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

  async function isTrial(memberId: number) {
    const [member] = await db
      .select({ isAgent: t.members.isAgent })
      .from(t.members)
      .where(eq(t.members.id, memberId));
    return member?.isAgent === TRIAL_ACCOUNT;
  }

  /**
   * A player's side of the bets, from one look at the brand and the member: the wallet they bet
   * from (the vendor's on transfer-wallet brands, the main one on single-wallet brands, and always
   * the main one for free play: play money never moves between wallets) and where bets go and wins
   * come from (the house, or DEMO for free play's play money).
   */
  async function playAccounts(memberId: number, vendor: string) {
    const [single, trial] = await Promise.all([wallet.isSingle(), isTrial(memberId)]);
    const code = single || trial ? MAIN_WALLET : vendor;
    const [account, house] = await Promise.all([
      accounts.member(memberId, code),
      accounts.system(trial ? 'DEMO' : 'HOUSE'),
    ]);
    return { code, account, house };
  }

  /** The player's balance in the wallet they bet from (`code`, when the caller already knows it). */
  async function answer(
    memberId: number,
    vendor: string,
    txnId?: string,
    code?: string,
  ): Promise<VendorAnswer> {
    const [summary, current] = await Promise.all([
      wallet.summary(memberId),
      code ?? playAccounts(memberId, vendor).then((play) => play.code),
    ]);
    return {
      playerId: playerIdOf(memberId),
      currency: summary.currency,
      balance: summary.wallets.find((w) => w.code === current)?.balance ?? 0,
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

  /**
   * A vendor acts only for players who opened one of its games: new bets and balance reads need a
   * live game session with this vendor (a launch of its game, kept alive by `authenticate`).
   * Wins and rollbacks of a bet it already holds need no session: late callbacks are legitimate,
   * and so is a redelivered bet (`txnId`: answered as before, even once the session has ended).
   */
  async function inSession(memberId: number, vendor: string, txnId?: string) {
    const known = txnId
      ? sql`exists (select 1 from ${t.vendorTransactions}
                     where ${t.vendorTransactions.vendor} = ${vendor}
                       and ${t.vendorTransactions.txnId} = ${txnId})`
      : sql`false`;
    const result = await db.execute(
      sql`select ${known} or exists (
            select 1 from ${t.gameLaunches}
             where ${t.gameLaunches.memberId} = ${memberId} and ${t.gameLaunches.vendor} = ${vendor}
               and ${t.gameLaunches.expiresAt} > now()) as ok`,
    );
    if (!(result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok)
      throw new CallError('UNAUTHORIZED', 'no game session with this vendor');
  }

  /** A rollback of a bet never received (a tombstone) is taken from a vendor the player played. */
  async function launchedEver(tx: Db, memberId: number, vendor: string) {
    const [launch] = await tx
      .select({ id: t.gameLaunches.id })
      .from(t.gameLaunches)
      .where(and(eq(t.gameLaunches.memberId, memberId), eq(t.gameLaunches.vendor, vendor)))
      .limit(1);
    if (!launch) throw new CallError('UNAUTHORIZED', 'the player never played this vendor');
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

    /**
     * A vendor opening its game: the token must be this vendor's and at most LAUNCH_HOURS old; the
     * game session (what lets the vendor bet for the player) then lasts LAUNCH_HOURS from now.
     */
    async authenticate(vendor: string, launchToken: string): Promise<VendorAnswer> {
      const [launch] = await db
        .update(t.gameLaunches)
        .set({
          expiresAt: sql`greatest(${t.gameLaunches.expiresAt}, now() + make_interval(hours => ${LAUNCH_HOURS}))`,
        })
        .where(
          and(
            eq(t.gameLaunches.tokenHash, sha256(launchToken)),
            eq(t.gameLaunches.vendor, vendor),
            gt(t.gameLaunches.expiresAt, sql`now()`),
            gt(t.gameLaunches.createdAt, sql`now() - make_interval(hours => ${LAUNCH_HOURS})`),
          ),
        )
        .returning({ memberId: t.gameLaunches.memberId });
      if (!launch) throw new CallError('UNAUTHORIZED', 'unknown or expired launch token');
      return answer(launch.memberId, vendor);
    },

    async balance(vendor: string, playerId: unknown) {
      const memberId = memberIdOf(playerId);
      await inSession(memberId, vendor);
      return answer(memberId, vendor);
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
      await inSession(memberId, vendor, input.txnId);
      const { code, account: from, house } = await playAccounts(memberId, vendor);
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
      return answer(memberId, vendor, input.txnId, code);
    },

    async credit(
      vendor: string,
      input: { playerId: string; txnId: string; roundId: string; betTxnId: string; amount: number },
    ) {
      const memberId = memberIdOf(input.playerId);
      const { code, account: to, house } = await playAccounts(memberId, vendor);
      const trial = await isTrial(memberId);
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
        const first = !(await byBet(tx, vendor, input.betTxnId, 'credit'));
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
        // The bet settles with its first win call (0 for a loss): stats and uplines' rebates.
        if (!trial)
          await vendorBetSettled(tx, house, {
            source: `vendor:${vendor}:${input.betTxnId}`,
            vendor,
            memberId,
            stake: first ? bet.amount : 0,
            payout: input.amount,
            at: new Date(),
          });
      });
      return answer(memberId, vendor, input.txnId, code);
    },

    async rollback(vendor: string, input: { playerId: string; txnId: string; betTxnId: string }) {
      const memberId = memberIdOf(input.playerId);
      const { code, account: to, house } = await playAccounts(memberId, vendor);
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
        } else {
          await launchedEver(tx, memberId, vendor);
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
      return answer(memberId, vendor, input.txnId, code);
    },
  };
}

export type VendorWallet = ReturnType<typeof createVendorWallet>;
