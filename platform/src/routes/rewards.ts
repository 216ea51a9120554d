import { memberIdOf, type Handlers } from '../http/context';

/** Promotion claims and bonus wagering (services/rewards). */
export const rewardHandlers: Handlers = {
  promotionClaim: async (ctx) =>
    ctx.services.promotions.claim(memberIdOf(ctx), Number(ctx.input.promotionId)),
  raffleClaim: async (ctx) =>
    ctx.services.promotions.join(memberIdOf(ctx), Number(ctx.input.promotionId)),
  promotionStates: async (ctx) => ctx.services.promotions.states(memberIdOf(ctx)),
  bonusTurnover: async (ctx) => ctx.services.promotions.turnovers(memberIdOf(ctx)),
};
