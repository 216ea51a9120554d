import { array, boolean, number, object, string } from 'yup';
import { CONTRACT_KINDS, CONTRACT_LIMITS, PRIZE_GROUP } from './agent';
import { day } from './requests';

/** Input schemas of the agent centre's calls (the platform checks every call with these). */
const MAX_ID = 2_147_483_647;
const MAX_MONEY = Number.MAX_SAFE_INTEGER;
const id = () => number().integer().min(1).max(MAX_ID);
/** An account name as registration allows it (letters, digits, underscore). */
const account = () => string().matches(/^[A-Za-z0-9_]{3,32}$/);
const pageNo = () => number().integer().min(1).max(100_000).optional();
const pageSize = () => number().integer().min(1).max(100).optional();
const prizeGroup = () => number().integer().min(PRIZE_GROUP.min).max(PRIZE_GROUP.max);
const kind = () => string().oneOf([...CONTRACT_KINDS]);

/** A range of the merchant's calendar days, both ends included. */
const range = { from: day().optional(), to: day().optional() };

export const agentRangeRequest = object(range).noUnknown();
export const agentDownlinesRequest = object({
  /** Whose directs to list (a member of the agent's team); none: the agent's own. */
  parent: account().optional(),
  account: account().optional(),
  pageNo: pageNo(),
  pageSize: pageSize(),
}).noUnknown();
export const agentProfitRequest = object({
  ...range,
  parent: account().optional(),
  pageNo: pageNo(),
  pageSize: pageSize(),
}).noUnknown();
export const agentTeamBetsRequest = object({
  ...range,
  account: account().optional(),
  game: string()
    .matches(/^[\w-]{1,40}$/)
    .optional(),
  status: string().oneOf(['pending', 'won', 'lost', 'cancelled']).optional(),
  pageNo: pageNo(),
  pageSize: pageSize(),
}).noUnknown();
export const agentTransactionsRequest = object({
  ...range,
  account: account().optional(),
  kind: string()
    .oneOf([
      'deposit',
      'withdrawal',
      'bet',
      'win',
      'rebate',
      'wage',
      'dividend',
      'bonus',
      'transfer',
    ])
    .optional(),
  pageNo: pageNo(),
  pageSize: pageSize(),
}).noUnknown();
export const agentOpenAccountRequest = object({
  username: account().required(),
  password: string().min(6).max(64).required(),
  type: number().oneOf([0, 1]).required(),
  prizeGroup: prizeGroup().required(),
}).noUnknown();
export const agentLinkRequest = object({
  type: number().oneOf([0, 1]).required(),
  prizeGroup: prizeGroup().required(),
  /** Days from now; none: never expires. */
  expiresInDays: number().integer().min(1).max(365).optional(),
  maxUses: number().integer().min(1).max(100_000).optional(),
}).noUnknown();
export const agentLinkDisableRequest = object({ id: id().required() }).noUnknown();
export const agentSetGroupRequest = object({
  account: account().required(),
  prizeGroup: prizeGroup().required(),
}).noUnknown();
export const agentTransferRequest = object({
  account: account().required(),
  /** The new upline: the agent itself or another agent of its team. */
  to: account().required(),
}).noUnknown();
const tier = object({
  minBet: number().integer().min(0).max(MAX_MONEY).required(),
  minLoss: number().integer().min(0).max(MAX_MONEY).required(),
  minActive: number().integer().min(0).max(1_000_000).required(),
  rateBp: number().integer().min(1).max(CONTRACT_LIMITS.maxRateBp).required(),
}).noUnknown();
export const agentContractsRequest = object({ kind: kind().required() }).noUnknown();
export const agentProposeRequest = object({
  kind: kind().required(),
  downline: account().required(),
  period: string().oneOf(['D', 'W', 'H', 'F', 'S', 'M']).required(),
  mode: string().oneOf(['FIXED', 'FLOATING']).required(),
  carry: string().oneOf(['NONE', 'PERMANENT', 'PREVIOUS', 'SECOND_HALF']).required(),
  checkLoss: boolean().required(),
  tiers: array(tier).min(1).max(CONTRACT_LIMITS.maxTiers).required(),
  /** The member saw the downline contracts this ends and agrees. */
  confirm: boolean().optional(),
}).noUnknown();
export const agentBillsRequest = object({
  kind: kind().required(),
  ...range,
  account: account().optional(),
  pageNo: pageNo(),
  pageSize: pageSize(),
}).noUnknown();
