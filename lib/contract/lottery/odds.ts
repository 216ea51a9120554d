import { fourDp } from './prize';

/**
 * 4D odds per 1 staked, in ten-thousandths, aligned with the plays' prize tiers (1st, 2nd, 3rd,
 * starter, consolation); iBox plays use the same tables and divide by the orderings.
 */
export const FOUR_D_ODDS = {
  MY: { big: [2500, 1000, 500, 180, 60].map(fourDp), small: [3500, 2000, 1000].map(fourDp) },
  SG: { big: [2000, 1000, 490, 250, 60].map(fourDp), small: [3000, 2000, 800].map(fourDp) },
} as const;
