import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, max, sql } from 'drizzle-orm';
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

export type LaunchInput = { nodeId: number; gameId?: string; accountType: number };
type Player = { memberId: number; isAgent: number };

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
      const { game, vendor } = await gameOf(input.nodeId);
      if (input.gameId && input.gameId !== game.gameCode)
        throw new CallError('BAD_REQUEST', 'gameId does not match nodeId');
      if (!vendor.launchUrl) throw new CallError('GAME_UNAVAILABLE');
      const trial = player.isAgent === TRIAL_ACCOUNT;
      if (trial && !(await system.modules()).has('FREEPLAY3')) throw new CallError('TRIAL_ACCOUNT');
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

    /** The member's launched games, newest launch first, each game once. */
    async recent(memberId: number, locale: Locale, pageNo: number, pageSize: number) {
      const esports = (await system.brandConfig()).esportsVassalages;
      const mine = and(eq(t.gameLaunches.memberId, memberId), eq(t.games.enabled, true));
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
