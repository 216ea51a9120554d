/** Promotions a member can claim and the wagering that bonuses carry (docs/rewards.md). */

/**
 * A claimable promotion's state for one member (spec section 4's claim states): not started,
 * ended, open to claim, not eligible, waiting for an operator, refused, paid with its wagering in
 * progress, or paid and done.
 */
export type PromotionStateName =
  | 'coming_soon'
  | 'closed'
  | 'claimable'
  | 'ineligible'
  | 'applying'
  | 'rejected'
  | 'process'
  | 'claimed';

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
  createdAt: string;
  expiresAt: string;
};
