import { number, object, string, type ObjectSchema, type AnyObject } from 'yup';
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
  MemberInfo,
  RegisterRequest,
  SmsRequest,
  SmsResponse,
} from './member';

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
  request?: ObjectSchema<AnyObject>;
  /** Phantom field: carries the request and response types, never set at run time. */
  readonly types?: { request: Req; response: Res };
};

type Options = Partial<Pick<CallDef, 'module' | 'token' | 'encrypt' | 'session' | 'request'>> & {
  body?: 'json' | 'form';
};

function call<Req, Res>(
  method: HttpMethod,
  path: string,
  options: Options = {},
): CallDef<Req, Res> {
  return {
    method,
    path,
    module: options.module ?? null,
    token: options.token ?? false,
    encrypt: options.encrypt ?? false,
    body: method === 'GET' || method === 'DELETE' ? 'query' : (options.body ?? 'json'),
    session: options.session,
    request: options.request,
  };
}

type Empty = Record<string, never>;
type Query = Record<string, string | number | undefined>;

const statusRequest = object({ host: string().max(253).optional() });
const helpCenterRequest = object({ language: string().max(8).optional() });
const bannerRequest = object({
  group: string().max(32).required(),
  language: string().max(8).optional(),
});
const announcementRequest = object({
  types: string().max(32).optional(),
  language: string().max(8).optional(),
  pageNo: number().integer().min(1).max(10_000).optional(),
  pageSize: number().integer().min(1).max(100).optional(),
});
const feedbackRequest = object({
  content: string().strict().trim().min(1).max(2000).required(),
  contact: string().strict().max(120).optional(),
  category: string().strict().oneOf(['suggestion', 'complaint', 'bug', 'other']).optional(),
});
const vendorRequest = object({ language: string().max(8).optional() });
const MAX_ID = 2_147_483_647;
const promotionDetailRequest = object({
  id: number().integer().min(1).max(MAX_ID).required(),
  language: string().max(8).optional(),
});
const promotionListRequest = object({
  category: string().max(32).optional(),
  language: string().max(8).optional(),
});

/** The call table. Keys are the names the browser uses: `/api/wps/{name}`. */
export const calls = {
  // System
  systemStatus: call<{ host?: string }, SystemStatus>('GET', '/wps/system/status', {
    request: statusRequest,
  }),
  whitelabel: call<Empty, WhitelabelNode[]>('GET', '/wps/system/whitelabel'),
  registerSettings: call<Empty, RegisterRule[]>('GET', '/wps/system/setting/register'),
  domainRoute: call<Empty, DomainRoute[]>('GET', '/wps/system/domainRoute'),
  helpCenter: call<{ language?: string }, HelpArticle[]>('GET', '/wps/system/helpCenter', {
    request: helpCenterRequest,
  }),
  publicKey: call<Empty, PublicKey>('GET', '/wps/session/key'),
  countryCodes: call<Empty, Country[]>('GET', '/wps/system/country'),
  banners: call<{ group: string; language?: string }, Banner[]>('GET', '/wps/system/banner', {
    request: bannerRequest,
  }),
  announcements: call<Query, { list: Announcement[]; totalPages: number }>(
    'GET',
    '/wps/system/announcement',
    {
      request: announcementRequest,
    },
  ),
  notices: call<
    Query,
    { player: Announcement[]; banners: Banner[]; popup: Announcement[]; promotion: Promotion[] }
  >('GET', '/wps/system/notice'),
  merchantWallet: call<Empty, { isSingle: boolean }>('GET', '/wps/system/merchantWallet', {
    module: 'WALLET3',
  }),
  feedback: call<FeedbackRequest, { id: number }>('PUT', '/wps/feedback', {
    module: 'FEEDBACK3',
    request: feedbackRequest,
  }),

  // Session and accounts
  login: call<LoginRequest, LoginResponse>('POST', '/wps/session/login', {
    encrypt: true,
    session: 'login',
  }),
  freePlayLogin: call<{ os: string; platform: 'W' }, LoginResponse>(
    'POST',
    '/wps/session/login/freeplay',
    {
      module: 'FREEPLAY3',
      encrypt: true,
      session: 'login',
    },
  ),
  socialLogin: call<{ provider: string; idToken: string }, LoginResponse>(
    'POST',
    '/wps/session/login/social',
    {
      encrypt: true,
      session: 'login',
    },
  ),
  logout: call<Empty, null>('POST', '/wps/session/logout', { token: true, session: 'logout' }),
  loginInfo: call<Empty, MemberInfo>('GET', '/wps/session/loginInfo', { token: true }),
  firstLogin: call<Empty, null>('POST', '/wps/session/firstLogin', { token: true }),
  captcha: call<Empty, string>('GET', '/wps/captcha'),
  smsNoLogin: call<SmsRequest, SmsResponse>('POST', '/wps/verification/sms/noLogin'),
  registerSms: call<SmsRequest, SmsResponse>('POST', '/wps/verification/sms/register', {
    module: 'REGMOBVERF3',
  }),
  register: call<RegisterRequest, LoginResponse>('PUT', '/wps/member/register', {
    module: 'USERNAMEREG3',
    encrypt: true,
    session: 'login',
  }),
  registerMobile: call<RegisterRequest, LoginResponse>('PUT', '/wps/member/register/mobile', {
    module: 'MOBILENUMREG3',
    encrypt: true,
    session: 'login',
  }),
  affiliate: call<{ code: string; domain: string }, { valid: boolean }>(
    'GET',
    '/wps/agent/affiliate',
  ),
  memberInfo: call<Empty, MemberInfo>('GET', '/wps/member/info', { token: true }),
  memberIcon: call<Empty, { url: string | null }>('GET', '/wps/member/info/icon', { token: true }),
  updateAvatar: call<{ icon: string }, { url: string }>('PUT', '/wps/member/info/icon', {
    token: true,
  }),
  updateLanguage: call<{ language: string }, null>('POST', '/wps/member/language', { token: true }),
  changePassword: call<ChangePasswordRequest, null>('POST', '/wps/member/password', {
    token: true,
    encrypt: true,
    session: 'logout',
  }),
  forgotPasswordEmail: call<{ username: string; email: string }, null>(
    'POST',
    '/wps/member/password/email',
    {
      body: 'form',
    },
  ),
  resetPasswordByPhone: call<
    { newPassword: string; mobileNum: string; verificationCode: string },
    LoginResponse
  >('POST', '/wps/member/password/verification', {
    module: 'CHNGPASSVERIF3',
    encrypt: true,
    session: 'login',
  }),

  // Wallet and messages
  balance: call<Empty, Balance>('GET', '/wps/v2/wallets/balance', {
    token: true,
    module: 'WALLET3',
  }),
  walletTransfer: call<
    { from: string; to: string; amount: number; idempotencyKey: string },
    Balance
  >('POST', '/wps/v2/wallets/transfer', { token: true, encrypt: true, module: 'WALLET3' }),
  consolidatedFunds: call<Empty, Record<string, unknown>>(
    'GET',
    '/wps/member/info/funds/consolidated',
    {
      token: true,
    },
  ),
  unreadMessages: call<Empty, { unReadCount: number }>('GET', '/wps/member/message/unread', {
    token: true,
  }),

  // Games
  vendors: call<{ language?: string }, VendorLane[]>('GET', '/wps/game/vendor', {
    module: 'GAME3',
    request: vendorRequest,
  }),
  gameList: call<GameListRequest, Page<Game>>('GET', '/wps/game/list', { module: 'GAME3' }),
  hotGames: call<HotGamesRequest, { list: Game[] }>('GET', '/wps/game/hot', { module: 'GAME3' }),
  roomList: call<{ vassalage: string }, { rooms: unknown[] }>('GET', '/wps/game/rooms', {
    module: 'GAME3',
  }),
  recentGames: call<Query, Page<Game>>('GET', '/wps/game/recent', { module: 'GAME3', token: true }),
  favouriteList: call<Query, Page<Game> & { ids: number[] }>('GET', '/wps/game/favourite', {
    module: 'GAME3',
    token: true,
  }),
  favouriteAdd: call<FavouriteRequest, null>('POST', '/wps/game/favourite', {
    module: 'GAME3',
    token: true,
  }),
  favouriteRemove: call<FavouriteRequest, null>('DELETE', '/wps/game/favourite', {
    module: 'GAME3',
    token: true,
  }),
  launchGame: call<LaunchGameRequest, { game_url?: string; game_url2?: string }>(
    'POST',
    '/wps/game/launchGame',
    {
      module: 'GAME3',
      token: true,
    },
  ),

  // Lottery
  gameMenus: call<{ prizeMode: string }, unknown[]>('GET', '/lgw/games/game_menus', {
    module: 'LOTTERY3',
  }),
  vnGameMenu: call<Query, unknown[]>('GET', '/lgw/vn/games/game_menu', {
    module: 'VNLOTTERY3',
    token: 'optional',
  }),
  popularGames: call<Query, Game[]>('GET', '/lgw/games/popular', { module: 'LOTTERY3' }),
  vnNumeros: call<Query, unknown[]>('GET', '/lgw/vn/numeros/opened/game', { module: 'VNLOTTERY3' }),

  // Promotions, missions, points
  promotions: call<{ category?: string; language?: string }, Promotion[]>(
    'GET',
    '/wps/promotion/list',
    {
      module: 'PROMOTION3',
      request: promotionListRequest,
    },
  ),
  promotionDetail: call<{ id: number; language?: string }, Promotion>(
    'GET',
    '/wps/promotion/detail',
    {
      module: 'PROMOTION3',
      request: promotionDetailRequest,
    },
  ),
  raffleClaim: call<{ promotionId: number }, null>('POST', '/wps/promotion/raffle/claim', {
    module: 'PROMOTION3',
    token: true,
  }),
  winnerBoard: call<Query, { player: string; gameName: string; prize: number }[]>(
    'GET',
    '/wps/promotion/winners',
    {
      module: 'PROMOTION3',
    },
  ),
  missionSummary: call<Empty, { count: number }>('GET', '/wps/mission/summary', {
    module: 'MISSION3',
    token: true,
  }),
  missionLeaderboard: call<Query, unknown[]>('GET', '/wps/mission/leaderboard', {
    module: 'MISSION3',
  }),
  pointsBalance: call<Empty, { points: number }>('GET', '/wps/points/balance', {
    module: 'POINTMALL3',
    token: true,
  }),
  pointsRewards: call<Query, unknown[]>('GET', '/wps/points/rewards', { module: 'POINTMALL3' }),
  pointsConfig: call<Empty, { ratio: number }>('GET', '/wps/points/config', {
    module: 'POINTMALL3',
  }),
  pointsRedeem: call<
    { rewardId: number; quantity: number; address?: string; password: string },
    null
  >('POST', '/wps/points/redeem', { module: 'POINTMALL3', token: true, encrypt: true }),
  pointsConvert: call<{ points: number; password: string }, null>('POST', '/wps/points/convert', {
    module: 'POINTMALL3',
    token: true,
    encrypt: true,
  }),
  pointsRedeemed: call<Query, unknown[]>('GET', '/wps/points/redeemed', {
    module: 'POINTMALL3',
    token: true,
  }),
  pointsTransactions: call<Query, unknown[]>('GET', '/wps/points/transactions', {
    module: 'POINTMALL3',
    token: true,
  }),

  // Chat and agents
  chatUrl: call<
    { b2c: 1; title: string; language: string; headerColor: string },
    { chatUrl: string }
  >('GET', '/wps/chat/url', { module: 'CBS3', token: true }),
  chatMessages: call<Query, unknown[]>('GET', '/wps/chat/messages', {
    module: 'CBS3',
    token: true,
  }),
  dividendProcess: call<Record<string, unknown>, null>('POST', '/wps/agent/dividend', {
    module: 'DIVIDEND3',
    token: true,
  }),
  dailySalaryProcess: call<Record<string, unknown>, null>('POST', '/wps/agent/salary/daily', {
    module: 'DAILYSALARY3',
    token: true,
  }),
  hourlySalaryProcess: call<Record<string, unknown>, null>('POST', '/wps/agent/salary/hourly', {
    module: 'HOURSALARY3',
    token: true,
  }),
  realtimeSalaryProcess: call<Record<string, unknown>, null>('POST', '/wps/agent/salary/realtime', {
    module: 'REALTIMESALARY3',
    token: true,
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
