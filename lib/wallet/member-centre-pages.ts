/** The member centre's pages by key, in the spec's order (section 2); keys stay as data. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

export function toMemberCentrePage(value: string | null | undefined): MemberCentrePage | null {
  return (MEMBER_CENTRE_PAGES as readonly string[]).includes(value ?? '')
    ? (value as MemberCentrePage)
    : null;
}
