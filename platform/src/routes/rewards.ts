import { CallError } from '../../../lib/contract/envelope';
import type { CallContext, Handlers } from '../http/context';

function memberId(ctx: CallContext): number {
  if (!ctx.member) throw new CallError('UNAUTHORIZED');
  return ctx.member.memberId;
}

/** Promotion claims and bonus wagering (services/rewards). */
export const rewardHandlers: Handlers = {
  promotionClaim: async (ctx) =>
    ctx.services.promotions.claim(memberId(ctx), Number(ctx.input.promotionId)),
  promotionStates: async (ctx) => ctx.services.promotions.states(memberId(ctx)),
  bonusTurnover: async (ctx) => ctx.services.promotions.turnovers(memberId(ctx)),
};
