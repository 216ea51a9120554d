import { memberIdOf, paging, type Handlers } from '../http/context';

/** The points mall (services/rewards/points). */
export const pointsHandlers: Handlers = {
  pointsConfig: async (ctx) => ctx.services.points.config(),
  pointsRewards: async (ctx) => ctx.services.points.rewards(ctx.locale),
  pointsBalance: async (ctx) => ctx.services.points.summary(memberIdOf(ctx)),
  pointsRedeem: async (ctx) =>
    ctx.services.points.redeem(
      memberIdOf(ctx),
      {
        rewardId: Number(ctx.input.rewardId),
        quantity: Number(ctx.input.quantity),
        address: typeof ctx.input.address === 'string' ? ctx.input.address : undefined,
        password: String(ctx.input.password),
      },
      ctx.locale,
    ),
  pointsConvert: async (ctx) =>
    ctx.services.points.convert(memberIdOf(ctx), {
      points: Number(ctx.input.points),
      password: String(ctx.input.password),
    }),
  pointsRedeemed: async (ctx) =>
    ctx.services.points.redeemed(memberIdOf(ctx), paging(ctx.input), ctx.locale),
  pointsTransactions: async (ctx) =>
    ctx.services.points.entries(memberIdOf(ctx), paging(ctx.input)),
};
