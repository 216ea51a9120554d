import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, max, notInArray, sql } from 'drizzle-orm';
import type { Game } from '../../../../lib/contract/catalogue';
import { CallError } from '../../../../lib/contract/envelope';
import type { Locale } from '../../../../lib/contract/languages';
import { TRIAL_ACCOUNT } from '../../../../lib/contract/member';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { laneOf } from '../catalogue';
import { columns, toGame } from '../games';
import type { SystemService } from '../system';
import { MAIN_WALLET } from '../wallet/accounts';
import type { Wallet } from '../wallet/wallet';
import type { VendorWallet } from './vendor-wallet';

export type LaunchInput = {
  nodeId: number;
  gameId?: string;
  roomId?: string;
  /** Spec: 1 plays for real money, 0 for free (free play). */
  accountType: number;
  vassalage?: string;
};
type Player = { memberId: number; isAgent: number };

const REAL_MONEY = 1;

/** Fills a vendor's launch address; every value is URL-encoded except the CDN, which is ours. */
export function launchAddress(
  template: string,
  values: { cdn: string; game: string; token: string; lang: string },
): string {
  return template.replace(/\{(cdn|game|token|lang)\}/g, (_all, name: keyof typeof values) =>
    name === 'cdn' ? values.cdn.replace(/\/+$/, '') : encodeURIComponent(values[name]),
  );
}

/**
 * Launching a game for a member: the game and its vendor must be on and integrated, trial accounts
 * play only where free play is allowed, transfer-wallet brands move the main balance to the
 * vendor's wallet first; the launch token row is also the member's "recent games" record.
 */
export function createLaunches(
  db: Db,
  system: SystemService,
  wallet: Wallet,
  vendorWallet: VendorWallet,
) {
  async function gameOf(nodeId: number) {
    const [row] = await db
      .select({ game: t.games, vendor: t.vendors })
      .from(t.games)
      .innerJoin(t.vendors, eq(t.vendors.code, t.games.vendor))
      .where(eq(t.games.nodeId, nodeId))
      .limit(1);
    if (!row || !row.game.enabled || !row.vendor.enabled) throw new CallError('NOT_FOUND', 'game');
    return row;
  }

  /**
   * The game a request names (spec: gameId or roomId, with the nodeId it was opened from): a
   * roomId is a room of the vendor's room list (its games, by code), so a vendor hall's entry
   * opens the room chosen in it; a gameId must be the node's own game.
   */
  async function requested(input: LaunchInput) {
    if (input.gameId && input.roomId)
      throw new CallError('BAD_REQUEST', 'gameId or roomId, not both', { field: 'roomId' });
    const node = await gameOf(input.nodeId);
    if (input.vassalage && input.vassalage !== node.vendor.code)
      throw new CallError('BAD_REQUEST', "vassalage is not the game's vendor", {
        field: 'vassalage',
      });
    if (input.gameId && input.gameId !== node.game.gameCode)
      throw new CallError('BAD_REQUEST', 'gameId does not match nodeId', { field: 'gameId' });
    if (!input.roomId) return node;
    const [room] = await db
      .select({ nodeId: t.games.nodeId })
      .from(t.games)
      .where(
        and(
          eq(t.games.vendor, node.vendor.code),
          eq(t.games.gameCode, input.roomId),
          eq(t.games.enabled, true),
          notInArray(t.games.isGame, ['VASSALAGE', 'LOBBY']),
        ),
      )
      .orderBy(asc(t.games.sort), asc(t.games.nodeId))
      .limit(1);
    if (!room) throw new CallError('NOT_FOUND', 'no such room', { field: 'roomId' });
    return gameOf(room.nodeId);
  }

  /**
   * Free play (accountType 0) is what trial accounts have, where the brand allows it (FREEPLAY3);
   * they never play for real money. A member's money is always real: no vendor here has a demo
   * mode (the in-house games play only through the wallet), so a member asking for free play is
   * refused rather than silently charged.
   */
  async function checkAccountType(player: Player, accountType: number) {
    if (player.isAgent === TRIAL_ACCOUNT) {
      if (!(await system.modules()).has('FREEPLAY3'))
        throw new CallError('TRIAL_ACCOUNT', 'free play is off');
      if (accountType === REAL_MONEY)
        throw new CallError('TRIAL_ACCOUNT', 'a trial account plays for free only');
    } else if (accountType !== REAL_MONEY) {
      throw new CallError('GAME_UNAVAILABLE', 'no free play for members', {
        field: 'accountType',
      });
    }
  }

  /** Transfer-wallet brands: the whole main balance goes to the vendor's wallet (none: nothing). */
  async function fundVendorWallet(memberId: number, vendor: string) {
    if (await wallet.isSingle()) return;
    const summary = await wallet.summary(memberId);
    const main = summary.wallets.find((w) => w.code === MAIN_WALLET)?.balance ?? 0;
    if (main <= 0) return;
    try {
      await wallet.move(memberId, MAIN_WALLET, vendor, main, `launch-${randomUUID()}`);
    } catch (error) {
      // Spent meanwhile (a withdrawal): the game opens with what its wallet holds.
      if (!(error instanceof CallError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
    }
  }

  return {
    async launch(
      player: Player,
      input: LaunchInput,
      locale: Locale,
    ): Promise<{ game_url: string }> {
      const { game, vendor } = await requested(input);
      if (!vendor.launchUrl) throw new CallError('GAME_UNAVAILABLE');
      await checkAccountType(player, input.accountType);
      const trial = player.isAgent === TRIAL_ACCOUNT;
      const cdns = await system.launchCdns();
      if (cdns.length === 0) throw new CallError('GAME_UNAVAILABLE', 'no launch CDN');
      const cdn = cdns[randomInt(cdns.length)]!;
      if (!trial) await fundVendorWallet(player.memberId, vendor.code);
      const token = await vendorWallet.issueLaunch(player.memberId, vendor.code, game.nodeId);
      return {
        game_url: launchAddress(vendor.launchUrl, {
          cdn,
          game: game.gameCode,
          token,
          lang: locale,
        }),
      };
    },

    /** The member's launched games, newest launch first, each game once; of one vendor if given. */
    async recent(
      memberId: number,
      locale: Locale,
      page: { pageNo: number; pageSize: number; vassalage?: string },
    ) {
      const { pageNo, pageSize, vassalage } = page;
      const esports = (await system.brandConfig()).esportsVassalages;
      const mine = and(
        eq(t.gameLaunches.memberId, memberId),
        eq(t.games.enabled, true),
        vassalage ? eq(t.gameLaunches.vendor, vassalage) : undefined,
      );
      const last = max(t.gameLaunches.id);
      const rows = await db
        .select({ ...columns, last })
        .from(t.gameLaunches)
        .innerJoin(t.games, eq(t.games.nodeId, t.gameLaunches.nodeId))
        .where(mine)
        .groupBy(t.games.nodeId)
        .orderBy(desc(last))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      const [count] = await db
        .select({ n: sql<number>`count(distinct ${t.gameLaunches.nodeId})::int` })
        .from(t.gameLaunches)
        .innerJoin(t.games, eq(t.games.nodeId, t.gameLaunches.nodeId))
        .where(mine);
      const list: Game[] = rows.map((row) =>
        toGame(row, laneOf(row.category, row.vendor, esports), locale),
      );
      return { list, totalPages: Math.max(1, Math.ceil((count?.n ?? 0) / pageSize)), pageNo };
    },
  };
}

export type Launches = ReturnType<typeof createLaunches>;
