import { memberIdOf, paging, type Handlers } from '../http/context';

/** Daily and weekly missions (services/rewards/missions), invite friends and turnover rebates. */
export const missionHandlers: Handlers = {
  missions: async (ctx) => ctx.services.missions.list(memberIdOf(ctx), ctx.locale),
  missionSummary: async (ctx) => ctx.services.missions.summary(memberIdOf(ctx)),
  missionClaim: async (ctx) =>
    ctx.services.missions.claim(memberIdOf(ctx), Number(ctx.input.missionId)),
  referral: async (ctx) => ctx.services.referrals.info(memberIdOf(ctx)),
  rebateSummary: async (ctx) => ctx.services.rebates.summary(memberIdOf(ctx)),
  rebateClaim: async (ctx) => ctx.services.rebates.claim(memberIdOf(ctx)),
  rebates: async (ctx) => ctx.services.rebates.list(memberIdOf(ctx), paging(ctx.input)),
  missionLeaderboard: async (ctx) =>
    ctx.services.missions.leaderboard(ctx.input.period === 'weekly' ? 'weekly' : 'daily'),
};
