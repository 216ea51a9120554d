import { array, boolean, mixed, number, object, string } from 'yup';
import { CATEGORIES, type Category } from './catalogue';
import { CHAT_LIMITS } from './chat';
import { CallError } from './envelope';
import { LOCALES, type Locale } from './languages';
import { WINNERS_KEPT, WINNERS_MAX_PAGE_SIZE } from './winners';

/**
 * Input schemas of the call table. The platform checks every call's input with these before its
 * service sees it; JSON bodies are checked strictly (no coercion), queries are coerced from text.
 */
const MAX_ID = 2_147_483_647;
const id = () => number().integer().min(1).max(MAX_ID);
const text = (max: number) => string().max(max);
const language = () => text(8).optional();
/** A vendor or classification code; anything else (a NUL byte, say) can only be a mistake. */
const code = () => string().matches(/^[\w-]{0,40}$/);

/** A calendar day, yyyy-MM-dd, that exists (2026-02-30 does not). */
export const day = () =>
  string()
    .matches(/^\d{4}-\d{2}-\d{2}$/)
    .test('day', (v) => {
      if (v === undefined) return true;
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
    });

/**
 * A country's dialing code: 1–4 digits, no '+'. The unique index on a mobile number compares it as
 * text, so '60' and '+60' would let one number into two accounts. The refusal is thrown rather than
 * returned, as yup passes other errors through: the caller gets FIELD_INVALID naming the field, like
 * the brand's rules give, instead of a bare BAD_REQUEST.
 */
/** A bot check's token: Cloudflare Turnstile's are at most 2048 characters of base64 and dots. */
const botToken = () =>
  text(2048)
    .matches(/^[\w.:+/=-]*$/)
    .optional();

/** A browser's device token: 256 random bits in base64url, as the platform hands them out. */
const deviceToken = () =>
  string()
    .matches(/^[\w-]{43}$/)
    .optional();
const dialingCode = () =>
  string().test('dialingCode', (value) => {
    if (value === undefined || /^\d{1,4}$/.test(value)) return true;
    throw new CallError('FIELD_INVALID', 'countryDialingCode', {
      field: 'countryDialingCode',
      key: 'reg_pattern_7',
      values: { min: 1, max: 4, range: '1-4' },
    });
  });

/** A call that takes no input: anything sent is a mistake. */
export const nothing = object({}).noUnknown();

export const statusRequest = object({ host: text(253).optional() });
export const languageRequest = object({ language: language() });
export const bannerRequest = object({ group: text(32).required(), language: language() });
export const announcementRequest = object({
  types: text(32).optional(),
  language: language(),
  pageNo: number().integer().min(1).max(10_000).optional(),
  pageSize: number().integer().min(1).max(100).optional(),
});
export const feedbackRequest = object({
  content: string().trim().min(1).max(2000).required(),
  contact: text(120).optional(),
  category: string().oneOf(['suggestion', 'complaint', 'bug', 'other']).optional(),
});
export const promotionDetailRequest = object({ id: id().required(), language: language() });
export const promotionListRequest = object({ category: text(32).optional(), language: language() });

export const loginRequest = object({
  username: text(64).required(),
  password: text(128).required(),
  captcha: text(16).optional(),
  type: string().oneOf(['username', 'sms']).required(),
  countryDialingCode: dialingCode().optional(),
  remember: boolean().optional(),
  botToken: botToken(),
  deviceToken: deviceToken(),
});
/** The code step of a login from an unrecognised address (2-step verification). */
export const loginVerifyRequest = object({
  challenge: string()
    .matches(/^[\w-]{43}$/)
    .required(),
  code: string()
    .trim()
    .matches(/^\d{6}$/)
    .required(),
  remember: boolean().optional(),
  deviceToken: deviceToken(),
});
export const loginResendRequest = object({
  challenge: string()
    .matches(/^[\w-]{43}$/)
    .required(),
});
export const freePlayRequest = object({
  os: text(32).optional(),
  platform: string().oneOf(['W']).required(),
});
export const socialLoginRequest = object({
  provider: string().oneOf(['google', 'facebook']).required(),
  idToken: text(4096).required(),
});
export const smsRequest = object({
  mobileNum: string()
    .matches(/^\d{5,15}$/)
    .required(),
  countryDialingCode: dialingCode().required(),
  botToken: botToken(),
});
/** Field rules are the brand's (register settings); here only the shapes every brand shares. */
export const registerRequest = object({
  username: text(64).optional(),
  password: text(128).optional(),
  confirmPassword: text(128).optional(),
  payeeName: text(255).optional(),
  qqNum: text(255).optional(),
  recommenderId: text(255).optional(),
  captcha: text(16).optional(),
  paymentPassword: text(255).optional(),
  line: text(255).optional(),
  whatsapp: text(255).optional(),
  zalo: text(255).optional(),
  facebook: text(255).optional(),
  wechat: text(255).optional(),
  idNumber: text(255).optional(),
  registerMethod: string().oneOf(['WEB']).required(),
  login: boolean().optional(),
  countryDialingCode: dialingCode().optional(),
  mobileNum: text(20).optional(),
  verificationCode: text(255).optional(),
  email: text(128).optional(),
  referralCode: text(64).optional(),
  affiliateCode: text(64).optional(),
  domain: text(255).optional(),
  registerUrl: text(2048).optional(),
  firebaseChannel: string().oneOf(['sms']).optional(),
  firebaseIdToken: text(4096).optional(),
  botToken: botToken(),
});
export const affiliateRequest = object({ code: text(64).required(), domain: text(255).optional() });
export const avatarRequest = object({ icon: text(256).required() });
export const nicknameRequest = object({ nickname: text(64).required() });
export const bindMobileRequest = smsRequest.shape({ verificationCode: text(16).required() });
export const bindEmailRequest = object({ email: text(128).required() });
export const updateLanguageRequest = object({
  language: mixed<Locale>().oneOf(LOCALES).required(),
});
export const changePasswordRequest = object({
  oldPassword: text(128).optional(),
  newPassword: text(128).required(),
  confirmNewPassword: text(128).required(),
});
export const forgotByEmailRequest = object({
  username: text(64).required(),
  email: text(128).required(),
});
export const resetByPhoneRequest = object({
  newPassword: text(128).required(),
  mobileNum: string()
    .matches(/^\d{5,15}$/)
    .required(),
  verificationCode: text(255).required(),
  countryDialingCode: dialingCode().optional(),
});
export const transferRequest = object({
  from: code().required(),
  to: code().required(),
  amount: number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required(),
  idempotencyKey: string()
    .matches(/^[\w-]{16,64}$/)
    .required(),
});
/** The game clients a catalogue request may name, alone or as a list ('flash,html5-desktop'). */
export const CLIENT_PLATFORMS = ['flash', 'html5', 'html5-desktop', 'html5-mobile'] as const;
const platforms = () =>
  string()
    .max(100)
    .test('platforms', (v) =>
      v === undefined
        ? true
        : v.split(',').every((p) => (CLIENT_PLATFORMS as readonly string[]).includes(p)),
    );
/** The kind of game client asking (spec: 3, the HTML5 desktop client). */
const clientType = () => number().integer().min(0).max(99);

/**
 * minBet is the player's budget in minor units: games whose minimum bet is at most this. The
 * merchant must be the brand's own; channel and clientType say who asks.
 */
export const gameListRequest = object({
  clientType: clientType().optional(),
  platform: platforms().optional(),
  channel: code().optional(),
  merchant: code().optional(),
  gameType: mixed<Category>().oneOf(CATEGORIES).required(),
  vassalage: code().optional(),
  gameClassify: code().optional(),
  gameName: string()
    .trim()
    .max(100)
    .matches(/^\P{Cc}*$/u)
    .optional(),
  minBet: number().integer().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  minLineNum: number().integer().min(0).max(MAX_ID).optional(),
  language: language(),
  pageNo: number().integer().min(1).max(100_000).optional(),
  pageSize: number().integer().min(1).max(200).optional(),
});
/** Spec section 9: merchantCode (the brand's), isPlatform 2, platform 'flash,html5-desktop'. */
export const hotGamesRequest = object({
  merchantCode: code().optional(),
  isPlatform: number().integer().min(0).max(9).optional(),
  vassalage: code().optional(),
  platform: platforms().optional(),
  language: language(),
});
export const pagedRequest = object({
  language: language(),
  pageNo: number().integer().min(1).max(100_000).optional(),
  pageSize: number().integer().min(1).max(200).optional(),
});
/** The member's recent games, of one vendor (vassalage) when given. */
export const recentGamesRequest = pagedRequest.shape({
  clientType: clientType().optional(),
  vassalage: code().optional(),
});
/** Spec section 9: the favourite list is asked with platform flash and gameType RNG. */
export const favouriteListRequest = pagedRequest.shape({
  platform: platforms().optional(),
  gameType: mixed<Category>().oneOf(CATEGORIES).optional(),
});
export const roomListRequest = object({ vassalage: text(40).required() });
export const favouriteRequest = object({
  nodeId: id().required(),
  vendor: text(40).required(),
  gameType: mixed().oneOf(CATEGORIES).required(),
});
export const launchRequest = object({
  gameId: text(64).optional(),
  roomId: text(64).optional(),
  nodeId: id().required(),
  accountType: number().oneOf([0, 1]).required(),
  confirmTrans: number().oneOf([0]).required(),
  vassalage: text(40).optional(),
  accountTypeName: text(40).optional(),
  launchMode: string().oneOf(['GLS']).required(),
  platform: string().oneOf(['html5-desktop']).required(),
  clientType: number().oneOf([3]).required(),
});
export const prizeModeRequest = object({
  prizeMode: string().oneOf(['Lott', 'ZY', 'Elott', 'SEA']).required(),
});
export const lotteryQueryRequest = object({
  prizeMode: string().oneOf(['Lott', 'ZY', 'Elott', 'SEA']).optional(),
  gameCode: text(40).optional(),
  count: number().integer().min(1).max(100).optional(),
  device: text(16).optional(),
  language: language(),
});
export const promotionClaimRequest = object({ promotionId: id().required() });
export const missionClaimRequest = object({ missionId: id().required() });
export const missionLeaderboardRequest = object({
  language: language(),
  period: string().oneOf(['daily', 'weekly']).optional(),
});
export const pointsRedeemRequest = object({
  rewardId: id().required(),
  quantity: number().integer().min(1).max(1000).required(),
  address: text(500).optional(),
  password: text(128).required(),
});
export const pointsConvertRequest = object({
  points: number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required(),
  password: text(128).required(),
});
export const chatUrlRequest = object({
  b2c: number().oneOf([1]).required(),
  title: text(100).required(),
  language: text(8).required(),
  headerColor: string()
    .matches(/^#[0-9a-fA-F]{6}$/)
    .required(),
});
/** A page of chat history: the newest page, or the one before a message id. */
export const chatHistoryRequest = object({ before: number().integer().min(1).optional() });
export const chatSendRequest = object({
  clientId: string().matches(CHAT_LIMITS.clientId).required(),
  text: string().min(1).max(CHAT_LIMITS.maxText).required(),
});
export const chatReadRequest = object({
  upTo: number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required(),
});
/** Contract and salary processing between an upline and a downline. */
export const contractActionRequest = object({
  contractId: id().required(),
  action: string().oneOf(['accept', 'reject', 'terminate']).required(),
  /** The member saw the downline contracts accepting a lower rate ends, and agrees. */
  confirm: boolean().optional(),
});

/** Client-made, one per form submission: the same key replays, never pays twice. */
const idempotencyKey = () =>
  string()
    .matches(/^[\w-]{16,64}$/)
    .required();
const paymentPassword = () =>
  string()
    .matches(/^\d{6}$/)
    .required();
export const payeeRequest = object({
  payeeName: string()
    .trim()
    .min(2)
    .max(60)
    .matches(/^[\p{L} .'-]+$/u)
    .required(),
  bankName: string()
    .trim()
    .min(2)
    .max(60)
    .matches(/^[\p{L}\p{N} .&()-]+$/u)
    .required(),
  accountNumber: string()
    .matches(/^\d{6,20}$/)
    .required(),
  paymentPassword: paymentPassword(),
  /** Asked again before a new payee: a stolen session alone cannot bind a bank account. */
  loginPassword: string().min(1).max(128).required(),
});
export const paymentPasswordRequest = object({
  oldPaymentPassword: string()
    .matches(/^\d{6}$/)
    .optional(),
  newPaymentPassword: paymentPassword(),
});
export const withdrawRequest = object({
  payeeId: id().required(),
  amount: number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required(),
  paymentPassword: paymentPassword(),
  idempotencyKey: idempotencyKey(),
});
export const withdrawConfirmRequest = object({
  id: id().required(),
  received: boolean().required(),
});
/** The betting record: dates are the member's calendar days (YYYY-MM-DD), both ends included. */
export const betRecordsRequest = object({
  from: day().optional(),
  to: day().optional(),
  vendor: code().optional(),
  status: string().oneOf(['pending', 'won', 'lost', 'cancelled']).optional(),
  language: language(),
  pageNo: number().integer().min(1).max(100_000).optional(),
  pageSize: number().integer().min(1).max(100).optional(),
});
export const recordsRequest = object({
  type: string()
    .oneOf(['deposit', 'withdrawal', 'transfer', 'adjustment', 'bet', 'win', 'bonus'])
    .optional(),
  from: day().optional(),
  to: day().optional(),
  pageNo: number().integer().min(1).max(100_000).optional(),
  pageSize: number().integer().min(1).max(100).optional(),
});
export const depositRequest = object({
  methodId: id().required(),
  amount: number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required(),
  idempotencyKey: idempotencyKey(),
});
export const messageReadRequest = object({ id: id().required() });
export const messageDeleteRequest = object({ id: id().required() });
export const uplineTransferRequest = object({
  amount: number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required(),
  paymentPassword: paymentPassword(),
  idempotencyKey: idempotencyKey(),
});
export const profitRequest = object({
  from: day().required(),
  to: day().required(),
});

// Lottery (`/lgw`): a game code, an issue number, a slip's lines.
const gameCode = () => string().matches(/^[A-Z0-9-]{2,16}$/);
const numero = () => string().matches(/^\d{8}-\d{4}$/);
const slipLine = () =>
  object({
    playCode: string()
      .matches(/^[A-Z0-9_]{2,32}$/)
      .required(),
    // Positions split by '|', picks by ',' (LOTTERY.md); the play's shape is checked by the platform.
    content: string()
      .matches(/^[\d,|-]{1,600}$/)
      .required(),
    unitMode: string().oneOf(['yuan', 'jiao', 'fen']).optional(),
    multiple: number().integer().min(1).max(1_000_000).required(),
    series: number().integer().min(1000).max(2100).optional(),
  }).noUnknown();
const slipLines = () => array().of(slipLine().required()).min(1).max(50).required();

export const lotteryGameRequest = object({ gameCode: gameCode().required(), language: language() });
export const lotteryResultsRequest = pagedRequest.shape({
  gameCode: gameCode().required(),
  date: day().optional(),
});
export const lotteryIssueRequest = object({
  gameCode: gameCode().required(),
  numero: numero().required(),
});
export const lotteryBetRequest = object({
  gameCode: gameCode().required(),
  numero: numero().required(),
  requestKey: idempotencyKey(),
  lines: slipLines(),
});
export const lotteryChaseRequest = object({
  gameCode: gameCode().required(),
  startNumero: numero().optional(),
  requestKey: idempotencyKey(),
  lines: slipLines(),
  plan: object({
    kind: string().oneOf(['same', 'double', 'profit']).required(),
    issues: number().integer().min(1).max(1000).required(),
    start: number().integer().min(1).max(1_000_000).required(),
    every: number().integer().min(1).max(1000).optional(),
    ratePercent: number().integer().min(0).max(10_000).optional(),
  }).required(),
  stopOnWin: boolean().required(),
});
export const lotteryOrdersRequest = pagedRequest.shape({
  gameCode: gameCode().optional(),
  status: string().oneOf(['PENDING', 'WON', 'LOST', 'TIE', 'CANCELLED', 'VOID']).optional(),
  chaseNo: string()
    .matches(/^CH[A-Z0-9]{12}$/)
    .optional(),
});
export const lotteryChasesRequest = pagedRequest.shape({ gameCode: gameCode().optional() });
export const lotteryCancelRequest = object({
  orderNo: string()
    .matches(/^LT[A-Z0-9]{12}$/)
    .required(),
});
export const lotteryChaseCancelRequest = object({
  chaseNo: string()
    .matches(/^CH[A-Z0-9]{12}$/)
    .required(),
});

/** A page of the winners board (here rather than in winners.ts, so the board needs no yup). */
export const winnerBoardRequest = object({
  language: string().max(8).optional(),
  pageNo: number().integer().min(1).max(WINNERS_KEPT).optional(),
  pageSize: number().integer().min(1).max(WINNERS_MAX_PAGE_SIZE).optional(),
});
