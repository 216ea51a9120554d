/** Promotions a member can claim and the wagering that bonuses carry (docs/rewards.md). */

/**
 * A claimable promotion's state for one member (spec section 4's claim states): not started,
 * ended, open to claim, not eligible, waiting for an operator, refused, paid with its wagering in
 * progress, or paid and done; for raffles, joined and waiting for the draw (an entry the draw
 * passed over is closed).
 */
export type PromotionStateName =
  | 'coming_soon'
  | 'closed'
  | 'claimable'
  | 'ineligible'
  | 'applying'
  | 'rejected'
  | 'process'
  | 'claimed'
  | 'joined';

export type PromotionState = { state: PromotionStateName; amount?: number };

export type PromotionClaimView = {
  id: number;
  promotionId: number;
  state: 'applying' | 'rejected' | 'issued';
  amount: number;
  createdAt: string;
};

/** A bonus's wagering requirement: valid turnover since it was issued, up to what it needs. */
export type BonusTurnover = {
  id: number;
  promotionId: number;
  bonus: number;
  required: number;
  progress: number;
  state: 'active' | 'met' | 'forfeited';
  /** How much each game category's turnover counts, basis points (`*`: the others; {}: all 100%). */
  weights: Record<string, number>;
  createdAt: string;
  expiresAt: string;
};

/** The brand's points rules (docs/rewards.md, Points). */
export type PointsConfig = {
  /** Points that convert into 1.00 of the currency. */
  ratio: number;
  /** The fewest points one conversion takes. */
  convertMin: number;
  /** Valid turnover (minor units) that earns one point at full weight and rank rate. */
  turnoverPerPoint: number;
  /** Game category → weight in basis points (absent: 10000). */
  weights: Record<string, number>;
  /** Club rank level → earning rate in basis points. */
  rankRates: Record<number, number>;
};

export type PointsSummary = { points: number; ratio: number; convertMin: number; rankRate: number };

/** A points-mall reward: a bonus credit paid at once, or goods sent after an operator approves. */
export type PointsReward = {
  id: number;
  kind: 'BONUS' | 'GOODS';
  name: string;
  description: string;
  image: string | null;
  /** Required points per item. */
  points: number;
  /** Required amount: the credit per item (bonus) or the goods' value (minor units). */
  amount: number;
  /** Items left; null: unlimited. */
  remaining: number | null;
  perMember: number | null;
};

export type PointsRedeemState = 'in_process' | 'approved' | 'rejected';

export type PointsRedemption = {
  id: number;
  rewardId: number;
  rewardName: string;
  kind: 'BONUS' | 'GOODS';
  quantity: number;
  points: number;
  amount: number;
  address: string | null;
  state: PointsRedeemState;
  createdAt: string;
  decidedAt: string | null;
};

export type PointsEntryReason = 'earn' | 'redeem' | 'convert' | 'refund' | 'mission' | 'adjust';

/** One movement of points (the points detail page). */
export type PointsEntry = {
  id: number;
  delta: number;
  balanceAfter: number;
  reason: PointsEntryReason;
  reference: string | null;
  createdAt: string;
};

/** What a conversion took and paid, and the points left. */
export type PointsConversion = { points: number; amount: number; balance: number };

/** A mission for this period (docs/rewards.md, Missions): `joined` while it runs, then completed, then claimed. */
export type MissionView = {
  id: number;
  period: 'daily' | 'weekly';
  kind: 'DEPOSIT' | 'BET_COUNT' | 'TURNOVER' | 'WIN_STREAK';
  category: string | null;
  title: string;
  target: number;
  progress: number;
  rewardKind: 'cash' | 'points';
  rewardAmount: number;
  state: 'joined' | 'completed' | 'claimed';
  endsAt: string;
};

/** One place on a period's mission leaderboard: masked player, missions completed. */
export type MissionRank = { rank: number; player: string; completed: number };

export type MissionLeaderboard = { period: 'daily' | 'weekly'; key: string; list: MissionRank[] };

/** Invite friends: the member's code, what referrers earn, and the friends who registered with it. */
export type ReferralInfo = {
  code: string;
  /** A REFERRAL promotion runs: referrals earn now. */
  enabled: boolean;
  rules: {
    minDeposit: number;
    depositReward: number;
    turnoverTarget: number;
    turnoverReward: number;
  };
  /** Newest first; names masked. `turnover` is capped at the target. */
  friends: {
    player: string;
    registeredAt: string;
    deposited: boolean;
    turnover: number;
    earned: number;
  }[];
  earned: number;
};

/** A club rank with what reaches it and what it gives (docs/vip-ranks.md). */
export type VipRank = {
  rankLevel: number;
  labelName: string;
  color: string;
  color2: string;
  /** Lifetime valid turnover and confirmed deposits (minor units) that, together, reach the rank; null: operators assign it. */
  minTurnover: number | null;
  minDeposits: number | null;
  /** Turnover rebate rate, basis points. */
  rebateRateBp: number;
  /** Points earning rate, basis points of the brand's rate. */
  pointsRateBp: number;
  /** Withdrawals of one merchant day at most (minor units); null: the brand's limits only. */
  withdrawDailyMax: number | null;
  /** The VIP customer-service channel (club rank above 4). */
  vipService: boolean;
};

/** The member's rank, lifetime totals, and what is left to reach the next rank (null at the top). */
export type VipProgress = {
  rankLevel: number;
  turnover: number;
  deposits: number;
  next: {
    rankLevel: number;
    labelName: string;
    minTurnover: number;
    minDeposits: number;
    turnoverLeft: number;
    depositsLeft: number;
  } | null;
};

/** The turnover rebate accrued since the last one, up to the last complete five-minute slot. */
export type RebateSummary = {
  from: string | null;
  upTo: string;
  turnover: number;
  rateBp: number;
  amount: number;
};

/** One turnover rebate paid: taken by the member (manual) or by the daily job (auto). */
export type RebateView = {
  id: number;
  kind: 'auto' | 'manual';
  from: string | null;
  to: string;
  turnover: number;
  rateBp: number;
  amount: number;
  createdAt: string;
};
