import type { InferType } from 'yup';
import type { hotGamesRequest } from '../../../lib/contract/requests';
import { CallError } from '../../../lib/contract/envelope';
import type { CallContext, Handlers } from '../http/context';
import type { GameQuery } from '../services/games';

export const gameHandlers: Handlers = {
  gameList: async ({ input, locale, services }) => {
    const { esportsVassalages } = await services.system.brandConfig();
    return services.games.list(input as GameQuery, esportsVassalages, locale);
  },
  hotGames: async ({ input, locale, services }) => {
    const { esportsVassalages } = await services.system.brandConfig();
    const { vassalage } = input as InferType<typeof hotGamesRequest>;
    return { list: await services.games.hot(vassalage, esportsVassalages, locale) };
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

function memberOf(ctx: CallContext): number {
  if (!ctx.member) throw new CallError('UNAUTHORIZED');
  return ctx.member.memberId;
}

/** Favourites (spec: login-gated; list answers value.content, totalPages and the id list). */
export const favouriteHandlers: Handlers = {
  favouriteAdd: async (ctx) =>
    ctx.services.favourites.add(memberOf(ctx), Number(ctx.input.nodeId), String(ctx.input.vendor)),
  favouriteRemove: async (ctx) =>
    ctx.services.favourites.remove(memberOf(ctx), Number(ctx.input.nodeId)),
  favouriteList: async (ctx) =>
    ctx.services.favourites.list(
      memberOf(ctx),
      ctx.locale,
      Number(ctx.input.pageNo ?? 1),
      Number(ctx.input.pageSize ?? 42),
    ),
};
