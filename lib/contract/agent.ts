/**
 * The agent economy's shapes (AGENTS.md): the downline tree, invite links, contracts and their
 * bills, and the agent centre's reports. Money is minor units; rates are basis points.
 */

/** Agent days, weeks and months are the merchant's: UTC+8 (AGENTS.md, windows). */
export const MERCHANT_TZ_OFFSET_MINUTES = 480;
/** A new member's prize group, and the group the lottery's own series tables are priced for. */
export const DEFAULT_PRIZE_GROUP = 1950;

/** A prize group (series) on the 2000 scale: one group point is 0.05 % of turnover in rebate. */
export const PRIZE_GROUP = { min: 1700, max: 1990, step: 2 } as const;

/** Contract kinds, the whitelabel flag each needs and the periods each may use. */
export const CONTRACT_KINDS = ['DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_FLAGS: Record<ContractKind, string> = {
  DAILY: 'DAILYSALARY3',
  HOURLY: 'HOURSALARY3',
  REALTIME: 'REALTIMESALARY3',
  DIVIDEND: 'DIVIDEND3',
};
/** D day, W week (Monday first), H hour, F five minutes, S half-month, M month (merchant time). */
export const CONTRACT_PERIODS: Record<ContractKind, readonly ContractPeriod[]> = {
  DAILY: ['D', 'W'],
  HOURLY: ['H'],
  REALTIME: ['F'],
  DIVIDEND: ['S', 'M'],
};
export type ContractPeriod = 'D' | 'W' | 'H' | 'F' | 'S' | 'M';
export type ContractStatus = 'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATED' | 'EXPIRED';
/** FIXED: the best tier met pays its rate; FLOATING: scaled by loss ÷ the tier's loss (≤ 1). */
export type ContractMode = 'FIXED' | 'FLOATING';
/** Whether last period's team profit offsets this period's loss (dividends). */
export type CarryOver = 'NONE' | 'PERMANENT' | 'PREVIOUS' | 'SECOND_HALF';
export const CONTRACT_LIMITS = { maxTiers: 10, maxRateBp: 10_000 } as const;

/** One tier: all thresholds met (turnover, loss, active members) pays `rateBp` of the base. */
export type ContractTier = { minBet: number; minLoss: number; minActive: number; rateBp: number };

export type AgentContract = {
  id: number;
  kind: ContractKind;
  period: ContractPeriod;
  mode: ContractMode;
  carry: CarryOver;
  /** Does the wage also need a team loss (`checkLoss`)? */
  checkLoss: boolean;
  status: ContractStatus;
  /** The upline's account; null: the platform (a top agent's contract). */
  upline: string | null;
  downline: string;
  /** Who pays the bills: the platform at the top of the line, else the upline. */
  payer: 'PLATFORM' | 'UPLINE';
  tiers: ContractTier[];
  /** The highest rate of the tiers. */
  topRateBp: number;
  createdAt: string;
  decidedAt: string | null;
  endsAt: string | null;
  /** This member's side of it. */
  side: 'upline' | 'downline';
};

/** Accepting or proposing would end these downline contracts (a rate below theirs). */
export type ContractConflict = {
  id: number;
  downline: string;
  kind: ContractKind;
  topRateBp: number;
};

export type BillStatus =
  'NOT_REACHED' | 'UNAPPROVE' | 'UNCOLLECT' | 'INSUFFICIENT' | 'PART_COLLECTED' | 'ISSUED';

export type AgentBill = {
  id: number;
  contractId: number;
  kind: ContractKind;
  account: string;
  windowStart: string;
  windowEnd: string;
  teamBet: number;
  /** Team profit and loss from the team's side (negative: the team lost). */
  teamPnl: number;
  active: number;
  /** The rate as applied, in basis points (floating mode scales it, so it may have decimals). */
  rateBp: number;
  gross: number;
  downlineTotal: number;
  net: number;
  due: number;
  paid: number;
  payer: 'PLATFORM' | 'UPLINE';
  status: BillStatus;
};

/** An invitation link: registering through it opens an account of this type and group. */
export type RegLink = {
  id: number;
  code: string;
  type: number;
  prizeGroup: number;
  expiresAt: string | null;
  maxUses: number | null;
  uses: number;
  createdAt: string;
  status: 'ACTIVE' | 'EXPIRED' | 'USED_UP' | 'DISABLED';
};

/** What an agent may hand out: its own group is the ceiling. */
export type AgentProfile = {
  account: string;
  type: number;
  prizeGroup: number;
  minPrizeGroup: number;
  /** The member types an agent may open: 0 member, 1 agent. */
  openTypes: number[];
  affiliateCode: string | null;
  canTransferUpline: boolean;
};

/** Money totals of a range, as every report shows them. */
export type TeamTotals = {
  deposits: number;
  withdrawals: number;
  bets: number;
  validBets: number;
  wins: number;
  rebates: number;
  promotions: number;
  /** Team profit and loss from the team's side: wins + rebates + promotions − valid bets. */
  pnl: number;
};

export type TeamOverview = TeamTotals & {
  from: string;
  to: string;
  teamSize: number;
  directs: number;
  newMembers: number;
  firstDepositors: number;
  activeMembers: number;
  balance: number;
  /** One point per day of the range, for the trend chart. */
  trend: (Pick<TeamTotals, 'bets' | 'pnl'> & { day: string; active: number })[];
  contracts: AgentContract[];
};

export type Downline = {
  account: string;
  type: number;
  prizeGroup: number;
  balance: number;
  teamSize: number;
  directs: number;
  createdAt: string;
  lastLoginAt: string | null;
  status: 'active' | 'frozen';
};

/** The accounts from the agent down to the listed level (the breadcrumb). */
export type Breadcrumb = string[];

export type AgentPage<T> = { list: T[]; totalPages: number; pageNo: number; total: number };

export type DownlinePage = AgentPage<Downline> & { breadcrumb: Breadcrumb };

export type ProfitRow = TeamTotals & {
  account: string;
  prizeGroup: number;
  teamSize: number;
  /** Has directs to drill into. */
  drill: boolean;
};
export type ProfitPage = AgentPage<ProfitRow> & {
  breadcrumb: Breadcrumb;
  /** The listed level's own row (its team's totals). */
  totals: TeamTotals;
};

export type IncomeKind = 'rebate' | 'wage' | 'dividend';
export type IncomeRow = {
  day: string;
  rebate: number;
  wage: number;
  dividend: number;
  total: number;
};
export type IncomeReport = { list: IncomeRow[]; totals: Omit<IncomeRow, 'day'> };

export type TeamBet = {
  account: string;
  betId: string;
  game: string;
  stake: number;
  win: number;
  status: 'pending' | 'won' | 'lost' | 'cancelled';
  betTime: string;
};
export type TeamBetPage = AgentPage<TeamBet> & { totals: { stake: number; win: number } };

export type TeamTransaction = {
  id: number;
  account: string;
  kind: string;
  amount: number;
  balanceAfter: number;
  time: string;
  reference: string | null;
};

export type BillPage = AgentPage<AgentBill> & {
  totals: { gross: number; net: number; due: number; paid: number };
};

/** A contract proposal from an upline to one of its directs. */
export type ContractProposal = {
  kind: ContractKind;
  downline: string;
  period: ContractPeriod;
  mode: ContractMode;
  carry: CarryOver;
  checkLoss: boolean;
  tiers: ContractTier[];
};

/** The badge counts of contract requests awaiting this member (spec: consolidated funds). */
export type ContractRequests = {
  dailysalreqtype: number;
  divtypereq: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
};
