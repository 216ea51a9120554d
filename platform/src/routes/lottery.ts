import { CallError } from '../../../lib/contract/envelope';
import { TRIAL_ACCOUNT } from '../../../lib/contract/member';
import { paging, type CallContext, type Handlers } from '../http/context';
import type { ChaseInput, PlaceInput } from '../services/lottery/orders';
import { menuGame, prizeModeOf } from '../services/lottery/views';

/** Spec section 9: the VN lottery lists 100 opened numeros; pages show 10 results by default. */
const VN_NUMEROS = 100;

function bettorOf(ctx: CallContext) {
  if (!ctx.member) throw new CallError('UNAUTHORIZED');
  return { memberId: ctx.member.memberId, trial: ctx.member.isAgent === TRIAL_ACCOUNT };
}

/** The `/lgw` calls of the lottery pages. */
export const lotteryHandlers: Handlers = {
  gameMenus: async ({ input, locale, services }) =>
    services.lottery.views.menus(prizeModeOf(String(input.prizeMode)), locale),

  vnGameMenu: async ({ locale, member, services }) => {
    const menus = (await services.lottery.views.menus(null, locale)).filter(
      (group) => group.gameGroupCode === 'VN',
    );
    if (!member) return { menus, recent: [] };
    // The member's recent VN games: those of their last orders, newest first.
    const orders = await services.lottery.views.orders(
      member.memberId,
      { pageNo: 1, pageSize: 50 },
      locale,
    );
    const games = await services.lottery.games.all();
    const seen = [...new Set(orders.list.map((o) => o.gameCode))];
    const recent = seen
      .map((code) => games.find((g) => g.code === code && g.groupCode === 'VN' && g.enabled))
      .filter((g) => g !== undefined)
      .map((g) => menuGame(g, locale));
    return { menus, recent };
  },

  vnNumeros: async ({ input, services }) => {
    const count = Number(input.count ?? VN_NUMEROS);
    const games = (await services.lottery.games.all()).filter(
      (g) => g.groupCode === 'VN' && g.enabled && (!input.gameCode || g.code === input.gameCode),
    );
    const lists = await Promise.all(
      games.map(async (g) =>
        (await services.lottery.views.recent(g.code, count)).map((r) => ({
          ...r,
          gameCode: g.code,
        })),
      ),
    );
    return lists
      .flat()
      .sort((a, b) => b.drawAt.localeCompare(a.drawAt))
      .slice(0, count);
  },

  lotteryGame: async ({ input, locale, member, services }) => {
    const view = await services.lottery.views.game(
      String(input.gameCode),
      member?.memberId ?? null,
      locale,
    );
    if (!view) throw new CallError('GAME_UNAVAILABLE');
    return view;
  },

  lotteryResults: async ({ input, services }) =>
    services.lottery.views.results(String(input.gameCode), {
      date: input.date as string | undefined,
      ...paging(input, 20),
    }),

  lotteryIssue: async ({ input, services }) => {
    const found = await services.lottery.views.issue(String(input.gameCode), String(input.numero));
    if (!found) throw new CallError('LOTTERY_ISSUE_UNKNOWN');
    return found;
  },

  lotteryBet: async (ctx) =>
    ctx.services.lottery.orders.place(bettorOf(ctx), ctx.input as unknown as PlaceInput),

  lotteryChase: async (ctx) =>
    ctx.services.lottery.orders.chase(bettorOf(ctx), ctx.input as unknown as ChaseInput),

  lotteryOrders: async (ctx) =>
    ctx.services.lottery.views.orders(
      bettorOf(ctx).memberId,
      {
        gameCode: ctx.input.gameCode as string | undefined,
        status: ctx.input.status as string | undefined,
        chaseNo: ctx.input.chaseNo as string | undefined,
        ...paging(ctx.input),
      },
      ctx.locale,
    ),

  lotteryChases: async (ctx) =>
    ctx.services.lottery.views.chases(
      bettorOf(ctx).memberId,
      { gameCode: ctx.input.gameCode as string | undefined, ...paging(ctx.input) },
      ctx.locale,
    ),

  lotteryCancel: async (ctx) =>
    ctx.services.lottery.orders.cancel(bettorOf(ctx).memberId, String(ctx.input.orderNo)),

  lotteryChaseCancel: async (ctx) =>
    ctx.services.lottery.orders.cancelChase(bettorOf(ctx).memberId, String(ctx.input.chaseNo)),
};
