import type { CallName, ResponseOf } from '../../../lib/contract/calls';
import { CallError } from '../../../lib/contract/envelope';
import type { Locale } from '../../../lib/contract/languages';
import type { PlatformConfig } from '../config';
import type { Database } from '../db/client';
import type { AccountDeps, AuthMember } from '../services/accounts';
import type { CatalogueService } from '../services/catalogue';
import type { Messages } from '../services/messages';
import type { MemberLabels } from '../services/accounts/labels';
import type { Favourites } from '../services/favourites';
import type { BetRecords } from '../services/games/bets';
import type { Launches } from '../services/games/launch';
import type { VendorWallet } from '../services/games/vendor-wallet';
import type { Deposits } from '../services/wallet/deposits';
import type { Wallet } from '../services/wallet/wallet';
import type { Withdrawals } from '../services/wallet/withdrawals';
import type { Counters } from '../services/counters';
import type { GamesService } from '../services/games';
import type { PlatformKeys } from '../services/keys';
import type { SystemService } from '../services/system';
import type { Lottery } from '../services/lottery';
import type { Agents } from '../services/agent';
import type { Promotions } from '../services/rewards/promotions';
import type { Winners } from '../services/rewards/winners';
import type { PointsMall } from '../services/rewards/points/mall';
import type { Missions } from '../services/rewards/missions/missions';
import type { VipRanks } from '../services/rewards/vip';
import type { Referrals } from '../services/rewards/referrals';
import type { Rebates } from '../services/rewards/rebates';
import type { RewardsAdmin } from '../services/rewards/admin';
import type { ChatBus } from '../services/chat/bus';
import type { Chat } from '../services/chat/chat';
import type { Staff } from '../services/chat/staff';

export type Services = {
  config: PlatformConfig;
  database: Database;
  counters: Counters;
  keys: PlatformKeys;
  operatorToken: string;
  system: SystemService;
  catalogue: CatalogueService;
  games: GamesService;
  accounts: AccountDeps;
  wallet: Wallet;
  withdrawals: Withdrawals;
  deposits: Deposits;
  messages: Messages;
  labels: MemberLabels;
  vendorWallet: VendorWallet;
  launches: Launches;
  bets: BetRecords;
  favourites: Favourites;
  lottery: Lottery;
  agents: Agents;
  promotions: Promotions;
  winners: Winners;
  points: PointsMall;
  missions: Missions;
  vip: VipRanks;
  referrals: Referrals;
  rebates: Rebates;
  rewardsAdmin: RewardsAdmin;
  chat: Chat;
  staff: Staff;
  chatBus: ChatBus;
};

/** What a call handler gets: the checked input, who is asking, in which language. */
export type CallContext = {
  input: Record<string, unknown>;
  ip: string;
  country: string | null;
  locale: Locale;
  token: string | null;
  /** The member behind a valid token (token calls only; 'optional' calls may have none). */
  member: AuthMember | null;
  /** Names the browser's captcha (the portal sends it from its sealed session). */
  captchaKey: string | null;
  services: Services;
};

export type Handler<N extends CallName> = (ctx: CallContext) => Promise<ResponseOf<N>>;
export type Handlers = { [N in CallName]?: Handler<N> };

/** The member of a token call; the dispatcher has already refused calls without one. */
export function memberIdOf(ctx: CallContext): number {
  if (!ctx.member) throw new CallError('UNAUTHORIZED');
  return ctx.member.memberId;
}

/** The page a paged call asks for (its schema bounds both): 1-based, 10 items unless said. */
export const paging = (input: Record<string, unknown>, size = 10) => ({
  pageNo: Number(input.pageNo ?? 1),
  pageSize: Number(input.pageSize ?? size),
});
