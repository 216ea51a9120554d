import type { AnyObject, ObjectSchema } from 'yup';
import type { CacheTag } from './cache-tags';
import * as r from './requests';
import * as ar from './agent-requests';
import type {
  AgentContract,
  AgentPage,
  AgentProfile,
  BillPage,
  ContractKind,
  ContractProposal,
  ContractRequests,
  DownlinePage,
  IncomeReport,
  ProfitPage,
  RegLink,
  TeamBetPage,
  TeamOverview,
  TeamTransaction,
} from './agent';
import type { ChatHistory, ChatMessage, ChatQueue } from './chat';
import type { WinnerEntry } from './winners';
import type {
  BonusTurnover,
  MissionLeaderboard,
  MissionView,
  PointsConfig,
  PointsConversion,
  PointsEntry,
  PointsRedemption,
  PointsReward,
  PointsSummary,
  PromotionClaimView,
  PromotionState,
  RebateSummary,
  RebateView,
  ReferralInfo,
  VipProgress,
  VipRank,
} from './rewards';
import type {
  Announcement,
  Banner,
  Country,
  DomainRoute,
  FeedbackRequest,
  HelpArticle,
  PublicKey,
  RegisterRule,
  SystemStatus,
  WhitelabelNode,
} from './system';
import type {
  FavouriteRequest,
  Game,
  GameListRequest,
  GamePage,
  HotGamesRequest,
  LaunchGameRequest,
  Page,
  Promotion,
  VendorLane,
} from './catalogue';
import type {
  Balance,
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  LoginVerifyRequest,
  MemberInfo,
  RegisterRequest,
  SmsRequest,
  SmsResponse,
} from './member';
import type {
  BetRecordPage,
  DepositMethod,
  DepositOrder,
  LedgerRecord,
  MemberMessage,
  PayeeAccount,
  ProfitSummary,
  RecordPage,
  WalletSummary,
  Withdrawal,
} from './wallet';
import type {
  LotteryChaseView,
  LotteryGameView,
  LotteryMenuGame,
  LotteryMenuGroup,
  LotteryOrderView,
  LotteryPage,
  LotteryPlaced,
  LotteryResult,
} from './lottery-api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One row of the call table (spec section 7). `module` is the whitelabel flag that must be on
 * (null: core call, always available); `session` says what a successful call does to the portal
 * session; `request` validates the input on the platform (and documents it).
 */
export type CallDef<Req = unknown, Res = unknown> = {
  method: HttpMethod;
  path: string;
  module: string | null;
  token: boolean | 'optional';
  encrypt: boolean;
  body: 'json' | 'form' | 'query';
  session?: 'login' | 'logout';
  /** A free-play trial account may make this token call (spec section 6: no member functions). */
  trial?: boolean;
  /** A session whose login forced a password change may make this call (all others wait for it). */
  passwordChange?: boolean;
  request: ObjectSchema<AnyObject>;
  /**
   * The answer is the same for every visitor who asks the same query in the same language, and
   * changes with this cache tag's data: the portal keeps it a moment (lib/wps/shared-answers.ts).
   * Only for calls without a token.
   */
  shared?: CacheTag;
  /** Phantom field: carries the request and response types, never set at run time. */
  readonly types?: { request: Req; response: Res };
};

type Options = Partial<
  Pick<CallDef, 'module' | 'token' | 'encrypt' | 'session' | 'trial' | 'passwordChange' | 'shared'>
> & {
  body?: 'json' | 'form';
  request: ObjectSchema<AnyObject>;
};

function call<Req, Res>(method: HttpMethod, path: string, options: Options): CallDef<Req, Res> {
  return {
    method,
    path,
    module: options.module ?? null,
    token: options.token ?? false,
    encrypt: options.encrypt ?? false,
    body: method === 'GET' || method === 'DELETE' ? 'query' : (options.body ?? 'json'),
    session: options.session,
    trial: options.trial ?? false,
    passwordChange: options.passwordChange ?? false,
    request: options.request,
    ...(options.shared && { shared: options.shared }),
  };
}

type Empty = Record<string, never>;
type Query = Record<string, string | number | undefined>;
type ContractAction = {
  contractId: number;
  action: 'accept' | 'reject' | 'terminate';
  confirm?: boolean;
};

/** The call table. Keys are the names the browser uses: `/api/wps/{name}`. */
export const calls = {
  // System
  systemStatus: call<{ host?: string }, SystemStatus>('GET', '/wps/system/status', {
    request: r.statusRequest,
  }),
  whitelabel: call<Empty, WhitelabelNode[]>('GET', '/wps/system/whitelabel', {
    request: r.nothing,
    shared: 'brand',
  }),
  registerSettings: call<Empty, RegisterRule[]>('GET', '/wps/system/setting/register', {
    request: r.nothing,
    shared: 'brand',
  }),
  domainRoute: call<Empty, DomainRoute[]>('GET', '/wps/system/domainRoute', { request: r.nothing }),
  helpCenter: call<{ language?: string }, HelpArticle[]>('GET', '/wps/system/helpCenter', {
    request: r.languageRequest,
    shared: 'help',
  }),
  publicKey: call<Empty, PublicKey>('GET', '/wps/session/key', { request: r.nothing }),
  countryCodes: call<Empty, Country[]>('GET', '/wps/system/country', {
    request: r.nothing,
    shared: 'brand',
  }),
  banners: call<{ group: string; language?: string }, Banner[]>('GET', '/wps/system/banner', {
    request: r.bannerRequest,
    shared: 'banners',
  }),
  announcements: call<Query, { list: Announcement[]; totalPages: number }>(
    'GET',
    '/wps/system/announcement',
    { request: r.announcementRequest, shared: 'announcements' },
  ),
  notices: call<
    Query,
    { player: Announcement[]; banners: Banner[]; popup: Announcement[]; promotion: Promotion[] }
  >('GET', '/wps/system/notice', { request: r.languageRequest }),
  merchantWallet: call<Empty, { isSingle: boolean }>('GET', '/wps/system/merchantWallet', {
    module: 'WALLET3',
    request: r.nothing,
  }),
  feedback: call<FeedbackRequest, { id: number }>('PUT', '/wps/feedback', {
    module: 'FEEDBACK3',
    request: r.feedbackRequest,
  }),

  // Session and accounts
  login: call<LoginRequest, LoginResponse>('POST', '/wps/session/login', {
    encrypt: true,
    session: 'login',
    request: r.loginRequest,
  }),
  // 2-step verification: the code sent when a login came from an unrecognised address.
  loginVerify: call<LoginVerifyRequest, LoginResponse>('POST', '/wps/session/login/verify', {
    encrypt: true,
    session: 'login',
    request: r.loginVerifyRequest,
  }),
  loginVerifyResend: call<{ challenge: string }, { resendSeconds: number }>(
    'POST',
    '/wps/session/login/verify/resend',
    { request: r.loginResendRequest },
  ),
  freePlayLogin: call<{ os: string; platform: 'W' }, LoginResponse>(
    'POST',
    '/wps/session/login/freeplay',
    {
      module: 'FREEPLAY3',
      encrypt: true,
      session: 'login',
      request: r.freePlayRequest,
    },
  ),
  socialLogin: call<{ provider: string; idToken: string }, LoginResponse>(
    'POST',
    '/wps/session/login/social',
    {
      encrypt: true,
      session: 'login',
      request: r.socialLoginRequest,
    },
  ),
  logout: call<Empty, null>('POST', '/wps/session/logout', {
    token: true,
    passwordChange: true,
    trial: true,
    session: 'logout',
    request: r.nothing,
  }),
  loginInfo: call<Empty, MemberInfo>('GET', '/wps/session/loginInfo', {
    token: true,
    passwordChange: true,
    trial: true,
    request: r.nothing,
  }),
  firstLogin: call<Empty, null>('POST', '/wps/session/firstLogin', {
    token: true,
    trial: true,
    request: r.nothing,
  }),
  captcha: call<Empty, string>('GET', '/wps/captcha', { request: r.nothing }),
  smsNoLogin: call<SmsRequest, SmsResponse>('POST', '/wps/verification/sms/noLogin', {
    request: r.smsRequest,
  }),
  registerSms: call<SmsRequest, SmsResponse>('POST', '/wps/verification/sms/register', {
    module: 'REGMOBVERF3',
    request: r.smsRequest,
  }),
  register: call<RegisterRequest, LoginResponse>('PUT', '/wps/member/register', {
    module: 'USERNAMEREG3',
    encrypt: true,
    session: 'login',
    request: r.registerRequest,
  }),
  registerMobile: call<RegisterRequest, LoginResponse>('PUT', '/wps/member/register/mobile', {
    module: 'MOBILENUMREG3',
    encrypt: true,
    session: 'login',
    request: r.registerRequest,
  }),
  affiliate: call<{ code: string; domain: string }, { valid: boolean }>(
    'GET',
    '/wps/agent/affiliate',
    { request: r.affiliateRequest },
  ),
  memberInfo: call<Empty, MemberInfo>('GET', '/wps/member/info', {
    token: true,
    passwordChange: true,
    trial: true,
    request: r.nothing,
  }),
  memberIcon: call<Empty, { url: string | null }>('GET', '/wps/member/info/icon', {
    token: true,
    passwordChange: true,
    trial: true,
    request: r.nothing,
  }),
  updateAvatar: call<{ icon: string }, { url: string }>('PUT', '/wps/member/info/icon', {
    token: true,
    request: r.avatarRequest,
  }),
  updateNickname: call<{ nickname: string }, MemberInfo>('PUT', '/wps/member/info/nickname', {
    token: true,
    request: r.nicknameRequest,
  }),
  bindSms: call<SmsRequest, SmsResponse>('POST', '/wps/member/info/mobile/sms', {
    token: true,
    request: r.smsRequest,
  }),
  bindMobile: call<SmsRequest & { verificationCode: string }, MemberInfo>(
    'PUT',
    '/wps/member/info/mobile',
    { token: true, request: r.bindMobileRequest },
  ),
  bindEmail: call<{ email: string }, MemberInfo>('PUT', '/wps/member/info/email', {
    token: true,
    request: r.bindEmailRequest,
  }),
  updateLanguage: call<{ language: string }, null>('POST', '/wps/member/language', {
    token: true,
    passwordChange: true,
    trial: true,
    request: r.updateLanguageRequest,
  }),
  changePassword: call<ChangePasswordRequest, null>('POST', '/wps/member/password', {
    token: true,
    passwordChange: true,
    encrypt: true,
    session: 'logout',
    request: r.changePasswordRequest,
  }),
  forgotPasswordEmail: call<{ username: string; email: string }, null>(
    'POST',
    '/wps/member/password/email',
    {
      body: 'form',
      request: r.forgotByEmailRequest,
    },
  ),
  resetPasswordByPhone: call<
    { newPassword: string; mobileNum: string; verificationCode: string },
    LoginResponse
  >('POST', '/wps/member/password/verification', {
    module: 'CHNGPASSVERIF3',
    encrypt: true,
    session: 'login',
    request: r.resetByPhoneRequest,
  }),

  // Wallet and messages
  balance: call<Empty, Balance>('GET', '/wps/v2/wallets/balance', {
    token: true,
    module: 'WALLET3',
    request: r.nothing,
  }),
  depositMethods: call<Empty, DepositMethod[]>('GET', '/wps/deposit/methods', {
    token: true,
    module: 'WALLET3',
    request: r.nothing,
  }),
  deposit: call<{ methodId: number; amount: number; idempotencyKey: string }, DepositOrder>(
    'POST',
    '/wps/deposit',
    { token: true, encrypt: true, module: 'WALLET3', request: r.depositRequest },
  ),
  deposits: call<Query, RecordPage<DepositOrder>>('GET', '/wps/deposit/list', {
    token: true,
    module: 'WALLET3',
    request: r.pagedRequest,
  }),
  messages: call<Query, RecordPage<MemberMessage>>('GET', '/wps/member/message', {
    token: true,
    request: r.pagedRequest,
  }),
  messageRead: call<{ id: number }, null>('POST', '/wps/member/message/read', {
    token: true,
    request: r.messageReadRequest,
  }),
  /** Marks every message in the member's inbox read. */
  messageReadAll: call<Empty, null>('POST', '/wps/member/message/read-all', {
    token: true,
    request: r.nothing,
  }),
  /** Removes one of the member's own messages from the inbox (NOT_FOUND for anyone else's). */
  messageDelete: call<{ id: number }, null>('POST', '/wps/member/message/delete', {
    token: true,
    request: r.messageDeleteRequest,
  }),
  transferUpline: call<
    { amount: number; paymentPassword: string; idempotencyKey: string },
    WalletSummary
  >('POST', '/wps/v2/wallets/upline', {
    token: true,
    encrypt: true,
    module: 'WALLET3',
    request: r.uplineTransferRequest,
  }),
  personalProfit: call<{ from: string; to: string }, ProfitSummary>('GET', '/wps/wallet/profit', {
    token: true,
    module: 'WALLET3',
    request: r.profitRequest,
  }),
  walletBalances: call<Empty, WalletSummary>('GET', '/wps/v2/wallets', {
    token: true,
    module: 'WALLET3',
    request: r.nothing,
  }),
  payeeAccounts: call<Empty, PayeeAccount[]>('GET', '/wps/member/payee', {
    token: true,
    module: 'WALLET3',
    request: r.nothing,
  }),
  payeeBanks: call<Empty, string[]>('GET', '/wps/member/payee/banks', {
    token: true,
    module: 'WALLET3',
    request: r.nothing,
  }),
  payeeAdd: call<
    {
      payeeName: string;
      bankName: string;
      accountNumber: string;
      paymentPassword: string;
      loginPassword: string;
    },
    PayeeAccount
  >('POST', '/wps/member/payee', {
    token: true,
    encrypt: true,
    module: 'WALLET3',
    request: r.payeeRequest,
  }),
  paymentPassword: call<{ oldPaymentPassword?: string; newPaymentPassword: string }, null>(
    'POST',
    '/wps/member/password/payment',
    { token: true, encrypt: true, module: 'WALLET3', request: r.paymentPasswordRequest },
  ),
  withdraw: call<
    { payeeId: number; amount: number; paymentPassword: string; idempotencyKey: string },
    Withdrawal
  >('POST', '/wps/withdraw', {
    token: true,
    encrypt: true,
    module: 'WALLET3',
    request: r.withdrawRequest,
  }),
  withdrawals: call<Query, RecordPage<Withdrawal>>('GET', '/wps/withdraw/list', {
    token: true,
    module: 'WALLET3',
    request: r.pagedRequest,
  }),
  withdrawConfirm: call<{ id: number; received: boolean }, Withdrawal>(
    'POST',
    '/wps/withdraw/confirm',
    { token: true, module: 'WALLET3', request: r.withdrawConfirmRequest },
  ),
  transactionHistory: call<Query, RecordPage<LedgerRecord>>('GET', '/wps/wallet/records', {
    token: true,
    module: 'WALLET3',
    request: r.recordsRequest,
  }),
  betRecords: call<Query, BetRecordPage>('GET', '/wps/member/record/bets', {
    token: true,
    module: 'WALLET3',
    request: r.betRecordsRequest,
  }),
  walletTransfer: call<
    { from: string; to: string; amount: number; idempotencyKey: string },
    WalletSummary
  >('POST', '/wps/v2/wallets/transfer', {
    token: true,
    encrypt: true,
    module: 'WALLET3',
    request: r.transferRequest,
  }),
  consolidatedFunds: call<Empty, ContractRequests>('GET', '/wps/member/info/funds/consolidated', {
    token: true,
    request: r.nothing,
  }),
  unreadMessages: call<Empty, { unReadCount: number }>('GET', '/wps/member/message/unread', {
    token: true,
    request: r.nothing,
  }),

  // Games
  vendors: call<{ language?: string }, VendorLane[]>('GET', '/wps/game/vendor', {
    module: 'GAME3',
    request: r.languageRequest,
  }),
  gameList: call<GameListRequest, GamePage>('GET', '/wps/game/list', {
    module: 'GAME3',
    request: r.gameListRequest,
  }),
  hotGames: call<HotGamesRequest, { list: Game[] }>('GET', '/wps/game/hot', {
    module: 'GAME3',
    request: r.hotGamesRequest,
  }),
  roomList: call<{ vassalage: string }, { rooms: unknown[] }>('GET', '/wps/game/rooms', {
    module: 'GAME3',
    request: r.roomListRequest,
  }),
  recentGames: call<Query, Page<Game>>('GET', '/wps/game/recent', {
    module: 'GAME3',
    token: true,
    request: r.recentGamesRequest,
  }),
  favouriteList: call<Query, Page<Game> & { ids: number[] }>('GET', '/wps/game/favourite', {
    module: 'GAME3',
    token: true,
    request: r.favouriteListRequest,
  }),
  favouriteAdd: call<FavouriteRequest, null>('POST', '/wps/game/favourite', {
    module: 'GAME3',
    token: true,
    request: r.favouriteRequest,
  }),
  favouriteRemove: call<FavouriteRequest, null>('DELETE', '/wps/game/favourite', {
    module: 'GAME3',
    token: true,
    request: r.favouriteRequest,
  }),
  launchGame: call<LaunchGameRequest, { game_url?: string; game_url2?: string }>(
    'POST',
    '/wps/game/launchGame',
    {
      module: 'GAME3',
      token: true,
      // Trial accounts launch where the brand allows free play (the handler checks FREEPLAY3).
      trial: true,
      request: r.launchRequest,
    },
  ),

  // Lottery (the first-party engine: LOTTERY.md)
  gameMenus: call<{ prizeMode: string }, LotteryMenuGroup[]>('GET', '/lgw/games/game_menus', {
    module: 'LOTTERY3',
    request: r.prizeModeRequest,
  }),
  vnGameMenu: call<Query, { menus: LotteryMenuGroup[]; recent: LotteryMenuGame[] }>(
    'GET',
    '/lgw/vn/games/game_menu',
    {
      module: 'VNLOTTERY3',
      token: 'optional',
      request: r.lotteryQueryRequest,
    },
  ),
  popularGames: call<Query, Game[]>('GET', '/lgw/games/popular', {
    module: 'LOTTERY3',
    request: r.lotteryQueryRequest,
  }),
  vnNumeros: call<Query, (LotteryResult & { gameCode: string })[]>(
    'GET',
    '/lgw/vn/numeros/opened/game',
    {
      module: 'VNLOTTERY3',
      request: r.lotteryQueryRequest,
    },
  ),
  lotteryGame: call<{ gameCode: string }, LotteryGameView>('GET', '/lgw/games/game', {
    module: 'LOTTERY3',
    token: 'optional',
    trial: true,
    request: r.lotteryGameRequest,
  }),
  lotteryResults: call<Query, LotteryPage<LotteryResult>>('GET', '/lgw/numeros/opened', {
    module: 'LOTTERY3',
    request: r.lotteryResultsRequest,
  }),
  lotteryIssue: call<{ gameCode: string; numero: string }, LotteryResult>(
    'GET',
    '/lgw/numeros/issue',
    {
      module: 'LOTTERY3',
      request: r.lotteryIssueRequest,
    },
  ),
  lotteryBet: call<Record<string, unknown>, LotteryPlaced>('POST', '/lgw/orders', {
    module: 'LOTTERY3',
    token: true,
    trial: true,
    request: r.lotteryBetRequest,
  }),
  lotteryChase: call<Record<string, unknown>, LotteryPlaced>('POST', '/lgw/chases', {
    module: 'LOTTERY3',
    token: true,
    trial: true,
    request: r.lotteryChaseRequest,
  }),
  lotteryOrders: call<Query, LotteryPage<LotteryOrderView>>('GET', '/lgw/orders', {
    module: 'LOTTERY3',
    token: true,
    trial: true,
    request: r.lotteryOrdersRequest,
  }),
  lotteryChases: call<Query, LotteryPage<LotteryChaseView>>('GET', '/lgw/chases', {
    module: 'LOTTERY3',
    token: true,
    trial: true,
    request: r.lotteryChasesRequest,
  }),
  lotteryCancel: call<{ orderNo: string }, { refunded: number }>('POST', '/lgw/orders/cancel', {
    module: 'LOTTERY3',
    token: true,
    trial: true,
    request: r.lotteryCancelRequest,
  }),
  lotteryChaseCancel: call<{ chaseNo: string }, { cancelled: number }>(
    'POST',
    '/lgw/chases/cancel',
    {
      module: 'LOTTERY3',
      token: true,
      trial: true,
      request: r.lotteryChaseCancelRequest,
    },
  ),

  // Promotions, missions, points
  promotions: call<{ category?: string; language?: string }, Promotion[]>(
    'GET',
    '/wps/promotion/list',
    {
      module: 'PROMOTION3',
      request: r.promotionListRequest,
    },
  ),
  promotionDetail: call<{ id: number; language?: string }, Promotion>(
    'GET',
    '/wps/promotion/detail',
    {
      module: 'PROMOTION3',
      request: r.promotionDetailRequest,
    },
  ),
  /** Claims a promotion for this period: paid at once, or applying until an operator decides. */
  promotionClaim: call<{ promotionId: number }, PromotionClaimView>(
    'POST',
    '/wps/promotion/claim',
    { module: 'PROMOTION3', token: true, request: r.promotionClaimRequest },
  ),
  /** Every claimable promotion's state for the signed-in member, by promotion id. */
  promotionStates: call<Empty, Record<number, PromotionState>>('GET', '/wps/promotion/states', {
    module: 'PROMOTION3',
    token: true,
    request: r.nothing,
  }),
  /** The member's bonus wagering requirements, newest first. */
  bonusTurnover: call<Empty, BonusTurnover[]>('GET', '/wps/promotion/turnover', {
    module: 'PROMOTION3',
    token: true,
    request: r.nothing,
  }),
  raffleClaim: call<{ promotionId: number }, null>('POST', '/wps/promotion/raffle/claim', {
    module: 'PROMOTION3',
    token: true,
    request: r.promotionClaimRequest,
  }),
  /** Recent big wins across games and lotteries, newest first, accounts masked. */
  winnerBoard: call<Query, WinnerEntry[]>('GET', '/wps/promotion/winners', {
    module: 'PROMOTION3',
    request: r.winnerBoardRequest,
  }),
  /** The turnover rebate accrued since the last one, at the member's rank rate (manualRebate). */
  rebateSummary: call<Empty, RebateSummary>('GET', '/wps/rebate/summary', {
    module: 'PROMOTION3',
    token: true,
    request: r.nothing,
  }),
  /** Takes the accrued turnover rebate now (REBATE_NOTHING when there is none). */
  rebateClaim: call<Empty, RebateView>('POST', '/wps/rebate/claim', {
    module: 'PROMOTION3',
    token: true,
    request: r.nothing,
  }),
  /** The member's turnover rebates, newest first. */
  rebates: call<Query, RecordPage<RebateView>>('GET', '/wps/rebate/list', {
    module: 'PROMOTION3',
    token: true,
    request: r.pagedRequest,
  }),
  /** Invite friends: the member's referral code, the rules, and the friends who registered with it. */
  referral: call<Empty, ReferralInfo>('GET', '/wps/referral/info', {
    module: 'REFERRAL3',
    token: true,
    request: r.nothing,
  }),
  /** The member-centre badge: missions of this period not done and claimed (`claimable`: done). */
  missionSummary: call<Empty, { count: number; claimable: number }>('GET', '/wps/mission/summary', {
    module: 'MISSION3',
    token: true,
    request: r.nothing,
  }),
  /** This period's missions with the member's progress. */
  missions: call<{ language?: string }, MissionView[]>('GET', '/wps/mission/list', {
    module: 'MISSION3',
    token: true,
    request: r.languageRequest,
  }),
  /** Pays a completed mission's reward (once a period). */
  missionClaim: call<{ missionId: number }, MissionView>('POST', '/wps/mission/claim', {
    module: 'MISSION3',
    token: true,
    request: r.missionClaimRequest,
  }),
  missionLeaderboard: call<{ period?: 'daily' | 'weekly' }, MissionLeaderboard>(
    'GET',
    '/wps/mission/leaderboard',
    { module: 'MISSION3', request: r.missionLeaderboardRequest },
  ),
  pointsBalance: call<Empty, PointsSummary>('GET', '/wps/points/balance', {
    module: 'POINTMALL3',
    token: true,
    request: r.nothing,
  }),
  pointsRewards: call<Query, PointsReward[]>('GET', '/wps/points/rewards', {
    module: 'POINTMALL3',
    request: r.pagedRequest,
  }),
  pointsConfig: call<Empty, PointsConfig>('GET', '/wps/points/config', {
    module: 'POINTMALL3',
    request: r.nothing,
  }),
  pointsRedeem: call<
    { rewardId: number; quantity: number; address?: string; password: string },
    PointsRedemption
  >('POST', '/wps/points/redeem', {
    module: 'POINTMALL3',
    token: true,
    encrypt: true,
    request: r.pointsRedeemRequest,
  }),
  pointsConvert: call<{ points: number; password: string }, PointsConversion>(
    'POST',
    '/wps/points/convert',
    {
      module: 'POINTMALL3',
      token: true,
      encrypt: true,
      request: r.pointsConvertRequest,
    },
  ),
  pointsRedeemed: call<Query, RecordPage<PointsRedemption>>('GET', '/wps/points/redeemed', {
    module: 'POINTMALL3',
    token: true,
    request: r.pagedRequest,
  }),
  pointsTransactions: call<Query, RecordPage<PointsEntry>>('GET', '/wps/points/transactions', {
    module: 'POINTMALL3',
    token: true,
    request: r.pagedRequest,
  }),
  /** Every club rank: its colours, what reaches it and its benefits (docs/vip-ranks.md). */
  vipRanks: call<Empty, VipRank[]>('GET', '/wps/vip/ranks', {
    module: 'PROMOTION3',
    request: r.nothing,
  }),
  /** The member's rank, lifetime totals and what is left for the next rank. */
  vipProgress: call<Empty, VipProgress>('GET', '/wps/vip/progress', {
    module: 'PROMOTION3',
    token: true,
    request: r.nothing,
  }),

  // Chat and agents
  /** May this member chat (trial accounts may not), and where: the socket and the queue. */
  chatUrl: call<
    { b2c: 1; title: string; language: string; headerColor: string },
    { chatUrl: string; queue: ChatQueue }
  >('GET', '/wps/chat/url', { module: 'CBS3', token: true, request: r.chatUrlRequest }),
  chatMessages: call<{ before?: number }, ChatHistory>('GET', '/wps/chat/messages', {
    module: 'CBS3',
    token: true,
    request: r.chatHistoryRequest,
  }),
  /** Stores one message (once per clientId) and pushes it to the support console. */
  chatSend: call<{ clientId: string; text: string }, ChatMessage>('POST', '/wps/chat/send', {
    module: 'CBS3',
    token: true,
    request: r.chatSendRequest,
  }),
  /** The member has read the support side's messages up to this id. */
  chatRead: call<{ upTo: number }, null>('POST', '/wps/chat/read', {
    module: 'CBS3',
    token: true,
    request: r.chatReadRequest,
  }),
  chatUnread: call<Empty, { unReadCount: number }>('GET', '/wps/chat/unread', {
    module: 'CBS3',
    token: true,
    request: r.nothing,
  }),
  // Agent centre (AGENTS.md): agent types only; the contract calls need their kind's flag.
  agentProfile: call<Empty, AgentProfile>('GET', '/wps/agent/profile', {
    module: 'AGENT3',
    token: true,
    request: r.nothing,
  }),
  agentAnnouncements: call<Query, { list: Announcement[]; totalPages: number }>(
    'GET',
    '/wps/agent/announcements',
    { module: 'AGENT3', token: true, request: r.pagedRequest },
  ),
  agentOverview: call<{ from?: string; to?: string }, TeamOverview>(
    'GET',
    '/wps/agent/team/overview',
    { module: 'AGENT3', token: true, request: ar.agentRangeRequest },
  ),
  agentDownlines: call<Query, DownlinePage>('GET', '/wps/agent/team/downlines', {
    module: 'AGENT3',
    token: true,
    request: ar.agentDownlinesRequest,
  }),
  agentOpenAccount: call<
    { username: string; password: string; type: number; prizeGroup: number },
    { account: string }
  >('PUT', '/wps/agent/team/account', {
    module: 'AGENT3',
    token: true,
    encrypt: true,
    request: ar.agentOpenAccountRequest,
  }),
  agentLinks: call<Empty, RegLink[]>('GET', '/wps/agent/links', {
    module: 'AGENT3',
    token: true,
    request: r.nothing,
  }),
  agentLinkCreate: call<
    { type: number; prizeGroup: number; expiresInDays?: number; maxUses?: number },
    RegLink
  >('POST', '/wps/agent/links', { module: 'AGENT3', token: true, request: ar.agentLinkRequest }),
  agentLinkDisable: call<{ id: number }, null>('POST', '/wps/agent/links/disable', {
    module: 'AGENT3',
    token: true,
    request: ar.agentLinkDisableRequest,
  }),
  agentSetGroup: call<{ account: string; prizeGroup: number }, null>(
    'POST',
    '/wps/agent/team/group',
    { module: 'AGENT3', token: true, request: ar.agentSetGroupRequest },
  ),
  agentTransfer: call<{ account: string; to: string }, null>('POST', '/wps/agent/team/transfer', {
    module: 'AGENT3',
    token: true,
    request: ar.agentTransferRequest,
  }),
  agentTeamBets: call<Query, TeamBetPage>('GET', '/wps/agent/team/bets', {
    module: 'AGENT3',
    token: true,
    request: ar.agentTeamBetsRequest,
  }),
  agentProfit: call<Query, ProfitPage>('GET', '/wps/agent/team/profit', {
    module: 'AGENT3',
    token: true,
    request: ar.agentProfitRequest,
  }),
  agentIncome: call<{ from?: string; to?: string }, IncomeReport>('GET', '/wps/agent/income', {
    module: 'AGENT3',
    token: true,
    request: ar.agentRangeRequest,
  }),
  agentTransactions: call<Query, AgentPage<TeamTransaction>>(
    'GET',
    '/wps/agent/team/transactions',
    { module: 'AGENT3', token: true, request: ar.agentTransactionsRequest },
  ),
  /** This member's contracts of one kind: the one from its upline and those it gave. */
  agentContracts: call<{ kind: ContractKind }, AgentContract[]>('GET', '/wps/agent/contracts', {
    token: true,
    request: ar.agentContractsRequest,
  }),
  /** An upline proposes a contract to a direct; CONFIRM_REQUIRED lists what it would end. */
  agentContractPropose: call<ContractProposal & { confirm?: boolean }, AgentContract>(
    'POST',
    '/wps/agent/contracts',
    { module: 'AGENT3', token: true, request: ar.agentProposeRequest },
  ),
  agentBills: call<Query, BillPage>('GET', '/wps/agent/bills', {
    token: true,
    request: ar.agentBillsRequest,
  }),
  dividendProcess: call<ContractAction, AgentContract>('POST', '/wps/agent/dividend', {
    module: 'DIVIDEND3',
    token: true,
    request: r.contractActionRequest,
  }),
  dailySalaryProcess: call<ContractAction, AgentContract>('POST', '/wps/agent/salary/daily', {
    module: 'DAILYSALARY3',
    token: true,
    request: r.contractActionRequest,
  }),
  hourlySalaryProcess: call<ContractAction, AgentContract>('POST', '/wps/agent/salary/hourly', {
    module: 'HOURSALARY3',
    token: true,
    request: r.contractActionRequest,
  }),
  realtimeSalaryProcess: call<ContractAction, AgentContract>('POST', '/wps/agent/salary/realtime', {
    module: 'REALTIMESALARY3',
    token: true,
    request: r.contractActionRequest,
  }),
} satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type RequestOf<N extends CallName> = NonNullable<Calls[N]['types']>['request'];
export type ResponseOf<N extends CallName> = NonNullable<Calls[N]['types']>['response'];

export function isCallName(name: string): name is CallName {
  return Object.prototype.hasOwnProperty.call(calls, name);
}

/** Calls that change state: only these are checked against the request's Origin. */
export function changesState(def: CallDef): boolean {
  return def.method !== 'GET';
}
