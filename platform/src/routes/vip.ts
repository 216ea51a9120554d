import { memberIdOf, type Handlers } from '../http/context';

/** Club ranks (services/rewards/vip.ts). */
export const vipHandlers: Handlers = {
  vipRanks: async (ctx) => ctx.services.vip.ranks(),
  vipProgress: async (ctx) => ctx.services.vip.progress(memberIdOf(ctx)),
};
