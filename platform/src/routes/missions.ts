import { memberIdOf, type Handlers } from '../http/context';

/** Daily and weekly missions (services/rewards/missions), and invite friends (referrals). */
export const missionHandlers: Handlers = {
  missions: async (ctx) => ctx.services.missions.list(memberIdOf(ctx), ctx.locale),
  missionSummary: async (ctx) => ctx.services.missions.summary(memberIdOf(ctx)),
  missionClaim: async (ctx) =>
    ctx.services.missions.claim(memberIdOf(ctx), Number(ctx.input.missionId)),
  referral: async (ctx) => ctx.services.referrals.info(memberIdOf(ctx)),
  missionLeaderboard: async (ctx) =>
    ctx.services.missions.leaderboard(ctx.input.period === 'weekly' ? 'weekly' : 'daily'),
};
