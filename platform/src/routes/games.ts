import type { InferType } from 'yup';
import type { hotGamesRequest, recentGamesRequest } from '../../../lib/contract/requests';
import { CallError } from '../../../lib/contract/envelope';
import { memberIdOf, type Handlers } from '../http/context';
import type { GameQuery } from '../services/games';
import type { BetQuery } from '../services/games/bets';
import type { LaunchInput } from '../services/games/launch';
import { createPopular } from '../services/games/popular';

const GAME_PAGE_SIZE = 42;
/** Spec section 9: the lottery hall shows 20 popular games. */
const POPULAR_COUNT = 20;

/**
 * A catalogue request names the merchant it is for: this platform serves one brand, so another
 * merchant's request is a misdirected one and is refused rather than answered with our games.
 */
function sameMerchant(given: string | undefined, brand: string, field: string) {
  if (given !== undefined && given !== '' && given !== brand)
    throw new CallError('BAD_REQUEST', 'another merchant', { field });
}

// The catalogue's requests also carry the asking client (clientType, platform, channel, isPlatform).
// Every game here is an HTML5 game and none declares platforms, so they narrow nothing yet.
export const gameHandlers: Handlers = {
  gameList: async ({ input, locale, services }) => {
    const { esportsVassalages, merchantCode } = await services.system.brandConfig();
    const query = input as GameQuery;
    sameMerchant(query.merchant, merchantCode, 'merchant');
    return services.games.list(query, esportsVassalages, locale);
  },
  hotGames: async ({ input, locale, services }) => {
    const { esportsVassalages, merchantCode } = await services.system.brandConfig();
    const query = input as InferType<typeof hotGamesRequest>;
    sameMerchant(query.merchantCode, merchantCode, 'merchantCode');
    return { list: await services.games.hot(query.vassalage, esportsVassalages, locale) };
  },
};

/** The home page's notices in one call: player and popup announcements, banners, promotions. */
export const noticeHandlers: Handlers = {
  notices: async ({ locale, services: { catalogue } }) => {
    const [player, banners, popup, promotion] = await Promise.all([
      catalogue.latestAnnouncements(['PL'], locale, 5),
      catalogue.banners('home', locale),
      catalogue.latestAnnouncements(['PU'], locale, 3),
      catalogue.promotions(undefined, locale, { newest: 3 }),
    ]);
    return { player, banners, popup, promotion };
  },
};

/** Launching a game, the member's recent games and betting record. */
export const playHandlers: Handlers = {
  launchGame: async (ctx) => {
    memberIdOf(ctx);
    const { memberId, isAgent } = ctx.member!;
    return ctx.services.launches.launch(
      { memberId, isAgent },
      ctx.input as unknown as LaunchInput,
      ctx.locale,
    );
  },
  recentGames: async (ctx) => {
    const input = ctx.input as InferType<typeof recentGamesRequest>;
    return ctx.services.launches.recent(memberIdOf(ctx), ctx.locale, {
      pageNo: input.pageNo ?? 1,
      pageSize: input.pageSize ?? GAME_PAGE_SIZE,
      vassalage: input.vassalage || undefined,
    });
  },
  popularGames: async (ctx) => {
    const { esportsVassalages } = await ctx.services.system.brandConfig();
    const count = Number(ctx.input.count ?? POPULAR_COUNT);
    return createPopular(ctx.services.database.db).popular(count, ctx.locale, esportsVassalages);
  },
  roomList: async (ctx) =>
    createPopular(ctx.services.database.db).rooms(String(ctx.input.vassalage), ctx.locale),
  betRecords: async (ctx) =>
    ctx.services.bets.list(memberIdOf(ctx), ctx.input as BetQuery, ctx.locale),
};

/** Favourites (spec: login-gated; list answers value.content, totalPages and the id list). */
export const favouriteHandlers: Handlers = {
  favouriteAdd: async (ctx) =>
    ctx.services.favourites.add(
      memberIdOf(ctx),
      Number(ctx.input.nodeId),
      String(ctx.input.vendor),
    ),
  favouriteRemove: async (ctx) =>
    ctx.services.favourites.remove(memberIdOf(ctx), Number(ctx.input.nodeId)),
  // The spec's constants (platform flash, gameType RNG) are taken but narrow nothing: favourites
  // here span every category (the "my games" row mixes them), and no game declares platforms.
  favouriteList: async (ctx) =>
    ctx.services.favourites.list(
      memberIdOf(ctx),
      ctx.locale,
      Number(ctx.input.pageNo ?? 1),
      Number(ctx.input.pageSize ?? 42),
    ),
};
