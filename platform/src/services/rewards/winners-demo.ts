import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { hashPassword } from '../accounts/crypto';
import { playerIdOf, type VendorWallet } from '../games/vendor-wallet';
import { MAIN_WALLET } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';
import type { Wallet } from '../wallet/wallet';

/** The demo's players and their jackpots: [account, vendor, game, stake, win], oldest first. */
const DEMO_WINS: [string, string, string, number, number][] = [
  ['kokbeng88', 'LUMEN', 'lumen-011', 200, 31_640],
  ['mayasari21', 'OCEAN', 'ocean-002', 1_000, 125_000],
  ['rizalhakim', 'KING', 'king-004', 500, 42_500],
  ['luckyace77', 'NOVA', 'nova-004', 500, 68_850],
  ['jadefortune', 'JADE', 'jade-007', 300, 96_300],
];
const WELCOME = 5_000;
const txnOf = (n: number) => `demo-win-${n}`;

/**
 * The winners board of a fresh demo: five players who each took a welcome bonus, bet in a vendor's
 * game and hit a jackpot, through the vendor wallet as a vendor's calls would (the ledger, bet
 * records and stats all see them). Runs once; answers whether it played them.
 */
export async function ensureDemoWins(db: Db, wallet: Wallet, vendorWallet: VendorWallet) {
  const last = txnOf(DEMO_WINS.length - 1);
  const [done] = rowsOf(
    await db.execute(sql`select 1 from vendor_transactions where txn_id = ${last} limit 1`),
  );
  if (done) return false;
  const locked = await hashPassword(randomBytes(24).toString('base64url'), 'operator');
  const bonus = await wallet.accounts.system('BONUS');
  const single = await wallet.isSingle();
  for (const [n, [account, vendor, gameCode, stake, win]] of DEMO_WINS.entries()) {
    await db.execute(sql`insert into members (username, password_hash, first_login)
      values (${account}, ${locked}, false) on conflict (username) do nothing`);
    const [player] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from members where username = ${account}`),
    );
    const [game] = rowsOf<{ node_id: number }>(
      await db.execute(sql`select node_id from games where vendor = ${vendor}
        and game_code = ${gameCode} limit 1`),
    );
    if (!player || !game) continue;
    const memberId = Number(player.id);
    await transfer(db, {
      idempotencyKey: `demo:winner:${account}`,
      debitAccountId: bonus,
      creditAccountId: await wallet.accounts.member(memberId),
      amount: WELCOME,
      kind: 'bonus',
    });
    if (!single) await wallet.move(memberId, MAIN_WALLET, vendor, stake, `demo-win-${n}`);
    await vendorWallet.issueLaunch(memberId, vendor, Number(game.node_id));
    const playerId = playerIdOf(memberId);
    const roundId = `demo-round-${n}`;
    const bet = `${txnOf(n)}-bet`;
    await vendorWallet.debit(vendor, { playerId, txnId: bet, roundId, amount: stake, gameCode });
    await vendorWallet.credit(vendor, {
      playerId,
      txnId: txnOf(n),
      roundId,
      betTxnId: bet,
      amount: win,
    });
  }
  return true;
}
