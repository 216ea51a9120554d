import type { Db } from '../../db/client';
import { missionAdmin } from './admin/missions';
import { pointsRewardAdmin } from './admin/points';
import { promotionAdmin } from './admin/promotions';
import { vipRankAdmin } from './admin/vip';

/**
 * What operators change in the rewards without SQL (docs/rewards.md, Operators): promotions,
 * missions, points-mall rewards and the VIP ladder. Every input is checked strictly (unknown
 * fields, types, ranges, locales), every change commits with its `operator_audit` row, and
 * nothing members have taken part in is deleted. Changes to promotions, rewards and ranks move
 * the portal's cache tags by themselves (the tables' triggers, migration 0030).
 */
export function createRewardsAdmin(db: Db, clock: () => Date = () => new Date()) {
  return {
    promotions: promotionAdmin(db, clock),
    missions: missionAdmin(db),
    pointsRewards: pointsRewardAdmin(db),
    vipRanks: vipRankAdmin(db),
  };
}

export type RewardsAdmin = ReturnType<typeof createRewardsAdmin>;
