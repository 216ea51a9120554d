import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  cidr,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  customType,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../lib/contract/languages';

/** Text in every portal language, keyed by locale ('en', 'zh-CN', 'id', 'ms', 'pt-BR', 'th', 'vi'). */
export type LocalizedText = Record<string, string>;

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().unique(),
  name: text('name').notNull(),
  platform: text('platform').notNull(),
  lotteryType: text('lottery_type').notNull(),
  device: text('device').notNull(),
  chatHeaderColor: text('chat_header_color').notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  defaultLanguage: text('default_language').notNull(),
  prizeModes: jsonb('prize_modes').$type<string[]>().notNull(),
  currency: text('currency').notNull(),
  esportsVassalages: jsonb('esports_vassalages').$type<string[]>().notNull(),
  gtagId: text('gtag_id'),
  /** Merchant wallet: one wallet for everything, or a main wallet plus one per vendor. */
  singleWallet: boolean('single_wallet').notNull().default(false),
  /** A paid withdrawal nobody confirms within this many minutes counts as received. */
  withdrawConfirmMinutes: integer('withdraw_confirm_minutes').notNull().default(60),
  /** Per withdrawal, in minor units. */
  withdrawMin: bigint('withdraw_min', { mode: 'number' }).notNull().default(5000),
  withdrawMax: bigint('withdraw_max', { mode: 'number' }).notNull().default(5_000_000),
  /** An online deposit order nobody paid within this many minutes expires (and stops counting). */
  depositExpireMinutes: integer('deposit_expire_minutes').notNull().default(30),
  /** Points a member converts into 1.00 of the currency (the spec's ratio; docs/rewards.md). */
  pointsRatio: integer('points_ratio').notNull().default(100),
  /** The fewest points one conversion takes. */
  pointsConvertMin: integer('points_convert_min').notNull().default(1000),
  /** Valid turnover (minor units) that earns one point at full weight and a 1× rank rate. */
  pointsTurnoverPerPoint: integer('points_turnover_per_point').notNull().default(100),
  /** Weight of each game category's turnover in points, in basis points; absent: 10000 (1×). */
  pointsWeights: jsonb('points_weights').$type<Record<string, number>>().notNull().default({}),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const featureFlags = pgTable(
  'feature_flags',
  {
    modId: text('mod_id').primaryKey(),
    parentId: text('parent_id'),
    enabled: text('enabled').notNull().default('1'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('feature_flags_parent').on(t.parentId)],
);

export const registerRules = pgTable('register_rules', {
  field: text('field').primaryKey(),
  enabled: boolean('enabled').notNull(),
  required: boolean('required').notNull(),
  patternId: integer('pattern_id').notNull(),
  acceptedPattern: text('accepted_pattern').notNull(),
  minLength: integer('min_length').notNull(),
  maxLength: integer('max_length').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const resources = pgTable('resources', {
  resourceType: text('resource_type').primaryKey(),
  url: text('url').notNull(),
  qrCodeUrl: text('qr_code_url'),
  labelNameEn: text('label_name_en').notNull(),
});

export const customerService = pgTable('customer_service', {
  id: serial('id').primaryKey(),
  csPosition: text('cs_position').notNull(),
  csType: text('cs_type').notNull(),
  title: text('title').notNull(),
  path: text('path').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const cdns = pgTable(
  'cdns',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    url: text('url').notNull(),
  },
  (t) => [check('cdns_kind', sql`${t.kind} in ('image', 'launch')`)],
);

export const domainRoutes = pgTable('domain_routes', {
  id: serial('id').primaryKey(),
  url: text('url').notNull().unique(),
});

/** Operators restrict access by IP range or by country; any match gives status 2. */
export const regionRules = pgTable(
  'region_rules',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('region_rules_kind', sql`${t.kind} in ('ip', 'country')`),
    uniqueIndex('region_rules_kind_value').on(t.kind, t.value),
  ],
);

/** Where an address is: operators load ranges from their GeoIP provider. */
export const geoRanges = pgTable('geo_ranges', {
  id: serial('id').primaryKey(),
  range: cidr('range').notNull(),
  country: text('country').notNull(),
});

export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  dialingCode: text('dialing_code').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const vendors = pgTable('vendors', {
  code: text('code').primaryKey(),
  category: text('category').notNull(),
  name: text('name').notNull(),
  isHot: smallint('is_hot').notNull().default(0),
  gameClassify: text('game_classify'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /**
   * The vendor's game address: `{cdn}` (a launch CDN of the brand), `{game}`, `{token}` (the launch
   * token the vendor authenticates), `{lang}`. Null: the vendor is not integrated, its games cannot
   * be launched.
   */
  launchUrl: text('launch_url'),
});

export const games = pgTable(
  'games',
  {
    nodeId: serial('node_id').primaryKey(),
    vendor: text('vendor')
      .notNull()
      .references(() => vendors.code),
    category: text('category').notNull(),
    gameCode: text('game_code').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    /**
     * Every name in lower case, one per line: a name search scans this with LIKE instead of
     * folding seven jsonb values per row (ten times faster on a large catalogue).
     */
    searchNames: text('search_names').generatedAlwaysAs(
      sql.raw(
        `lower(${LOCALES.map((l) => `coalesce(names->>'${l}', '')`).join(` || E'\\n' || `)})`,
      ),
    ),
    isGame: text('is_game').notNull().default('GAME'),
    isHot: smallint('is_hot').notNull().default(0),
    gameClassify: text('game_classify'),
    defaultPlayType: text('default_play_type'),
    minBet: bigint('min_bet', { mode: 'number' }).notNull(),
    lines: integer('lines').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('games_vendor_code_category').on(t.vendor, t.gameCode, t.category),
    index('games_category_vendor_sort').on(t.category, t.vendor, t.sort, t.nodeId),
    // A category's list pages in this order, so a page reads only its own rows.
    index('games_category_sort').on(t.category, t.sort, t.nodeId),
    index('games_hot').on(t.isHot, t.category),
  ],
);

/**
 * One row: a number that triggers on `games` and `vendors` raise with every statement that changes
 * them (migration 0018), so that every instance's copy of the catalogue knows when it is stale.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_state_one_row', sql`${t.id} = 1`)],
);

/**
 * What the portal's page caches depend on, one row per cache tag (lib/wps/catalogue.ts CACHE_TAGS):
 * triggers on the tables behind each tag raise its version with every statement that changes them
 * (migration 0030), whoever makes the change (operator API, CLI, seed, a job), and the portals
 * revalidate a tag when they see its version move (scripts/cache-sync.ts).
 */
/**
 * The demo seeds that came after the first brands and ran once on this database (db/seed/index.ts):
 * a seed runs only while its name is missing here, so operators who empty a list keep it empty.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cacheVersions = pgTable('cache_versions', {
  tag: text('tag').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    linkageType: text('linkage_type').notNull().default('NONE'),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('banners_group').on(t.groupName, t.sort)],
);

/**
 * What a promotion pays and when (docs/rewards.md): INFO promotions are text only; the others are
 * claimed by members (or, with `approval`, applied for and decided by an operator).
 */
export type PromotionRules = {
  /** Bonus as a share of the qualifying deposit, in basis points (10000 = 100%). */
  percentBp?: number;
  /** Upper limit of a percentage bonus, minor units. */
  cap?: number;
  /** Smallest qualifying deposit, minor units. */
  minDeposit?: number;
  /** A fixed bonus, minor units (check-in and operator-issued rewards). */
  amount?: number;
  /** Wagering requirement: (qualifying deposit + bonus) × this, in valid turnover. */
  turnoverMultiple?: number;
  /** Days the wagering requirement runs before the bonus left is forfeited. */
  validDays?: number;
  /** Claims wait for an operator's decision (state applying) instead of paying at once. */
  approval?: boolean;
  /** Referrals: the friend's valid turnover that earns the referrer `turnoverReward`. */
  turnoverTarget?: number;
  turnoverReward?: number;
  /**
   * Wagering weights by game category (basis points; `*` for the others; absent: every game at
   * 10000). Copied onto each bonus's requirement when it is issued.
   */
  weights?: Record<string, number>;
  /** Loss rebates: the smallest net loss of the day that pays. */
  minLoss?: number;
  /** Raffles: how many entries win `amount` each when the raffle is drawn at `end_at`. */
  winners?: number;
  /** Audience: the lowest club rank (club_labels.rank_level) that may claim or join. */
  minRank?: number;
  /** Audience: the member labels (club_labels.label_name, the member's memberLabel) that may. */
  labels?: string[];
};

export const PROMOTION_KINDS = [
  'INFO',
  'FIRST_DEPOSIT',
  'DAILY_RELOAD',
  'CHECK_IN',
  'REWARD',
  'REFERRAL',
  'LOSS_REBATE',
  'RAFFLE',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    summaries: jsonb('summaries').$type<LocalizedText>().notNull(),
    contents: jsonb('contents').$type<LocalizedText>().notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    kind: text('kind').$type<PromotionKind>().notNull().default('INFO'),
    rules: jsonb('rules').$type<PromotionRules>().notNull().default({}),
  },
  (t) => [
    check(
      'promotions_kind',
      sql`${t.kind} in ('INFO', 'FIRST_DEPOSIT', 'DAILY_RELOAD', 'CHECK_IN', 'REWARD', 'REFERRAL', 'LOSS_REBATE', 'RAFFLE')`,
    ),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    contents: jsonb('contents').$type<LocalizedText>().notNull(),
    platform: text('platform').notNull().default('W'),
    executionType: text('execution_type').notNull().default('B'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('announcements_type', sql`${t.type} in ('B', 'PL', 'PU', 'PR', 'H', 'AG')`),
    index('announcements_type_published').on(t.type, t.publishedAt),
  ],
);

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull().unique(),
  category: text('category').notNull(),
  titles: jsonb('titles').$type<LocalizedText>().notNull(),
  contents: jsonb('contents').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  contact: text('contact'),
  category: text('category').notNull().default('other'),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every operator change (maintenance, region rules, flags): who, what, before, after. */
export const operatorAudit = pgTable('operator_audit', {
  id: serial('id').primaryKey(),
  operator: text('operator').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Member tiers (spec: clubLabel); rank level above 4 gets the VIP customer-service channel. */
export const clubLabels = pgTable('club_labels', {
  rankLevel: integer('rank_level').primaryKey(),
  labelName: text('label_name').notNull(),
  color: text('color').notNull(),
  color2: text('color2').notNull(),
  /** How fast this rank earns points, in basis points of the brand's rate (10000 = 1×). */
  pointsRateBp: integer('points_rate_bp').notNull().default(10_000),
  /**
   * Lifetime valid turnover and confirmed deposits (minor units) that together reach this rank
   * (docs/vip-ranks.md); null: no member reaches it by totals, only operators set it.
   */
  minTurnover: bigint('min_turnover', { mode: 'number' }),
  minDeposits: bigint('min_deposits', { mode: 'number' }),
  /** The rank's turnover rebate rate, in basis points of valid turnover. */
  rebateRateBp: integer('rebate_rate_bp').notNull().default(0),
  /** What the rank's members may withdraw in a merchant day (minor units); null: brand limits only. */
  withdrawDailyMax: bigint('withdraw_daily_max', { mode: 'number' }),
});

/**
 * Accounts. `isAgent` is the spec's type code (0 member, 1/2/41/42 agents, 4 free-play trial).
 * Usernames are stored in lower case; a mobile registration's username is its number.
 */
const ltree = customType<{ data: string }>({ dataType: () => 'ltree' });

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** The password is an operator's default: the next login must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    nickname: text('nickname'),
    /** The chosen avatar: one of the portal's preset avatar ids; null shows the initial letter. */
    icon: text('icon'),
    /** The optional registration fields the brand enabled (payee name, contacts, id number...). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    paymentPasswordHash: text('payment_password_hash'),
    /** A member's own cap on deposits per day (minor units); null: the methods' limits only. */
    depositDailyLimit: bigint('deposit_daily_limit', { mode: 'number' }),
    isAgent: smallint('is_agent').notNull().default(0),
    uplineId: integer('upline_id'),
    /**
     * Member ids from the top of the line down to this member (ltree, set by a trigger on insert):
     * a team is `path <@ x.path`, one GiST index scan on PGlite and PostgreSQL alike.
     */
    path: ltree('path'),
    /** The member's prize group (series) on the 2000 scale, never above its upline's. */
    prizeGroup: integer('prize_group').notNull().default(1950),
    /** An agent's invitation code (the `affiliateCode` new members register with). */
    affiliateCode: text('affiliate_code').unique(),
    /** The member's own code for inviting friends (made on first ask; docs/rewards.md). */
    referralCode: text('referral_code').unique(),
    /** The member whose referral code this account registered with. */
    referredBy: integer('referred_by'),
    clubRank: integer('club_rank').notNull().default(1),
    language: text('language'),
    firstLogin: boolean('first_login').notNull().default(true),
    status: text('status').notNull().default('active'),
    registerIp: text('register_ip'),
    registerUrl: text('register_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
  },
  (t) => [
    index('members_path').using('gist', t.path),
    index('members_upline').on(t.uplineId),
    index('members_referred_by')
      .on(t.referredBy)
      .where(sql`${t.referredBy} is not null`),
    uniqueIndex('members_mobile')
      .on(t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    check('members_status', sql`${t.status} in ('active', 'frozen')`),
  ],
);

/**
 * Member labels (spec: memberLabel): segments an operator names and colours (text `color`,
 * background `color2`), such as "High Roller", given to members by hand. A promotion's audience
 * and an operator's message can name them. Names are unique whatever their case, and never the
 * name of a club label, so that a name in an audience means one thing.
 */
export const memberLabels = pgTable(
  'member_labels',
  {
    id: serial('id').primaryKey(),
    labelName: text('label_name').notNull(),
    color: text('color').notNull(),
    color2: text('color2').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_labels_name').on(sql`lower(${t.labelName})`)],
);

/** Which members carry which label, and who gave it. */
export const memberLabelMembers = pgTable(
  'member_label_members',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => memberLabels.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.labelId] }),
    index('member_label_members_label').on(t.labelId),
  ],
);

/** Upstream tokens: only their SHA-256 is kept; revoked on logout and on password change. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Set when the login forced a password change: 'one_time' (a mailed or operator-set password,
     * no current one asked) or 'current'. Such a session may only change the password (which ends
     * every session), read the member and log out.
     */
    passwordChange: text('password_change'),
  },
  (t) => [
    index('member_sessions_member').on(t.memberId),
    check('member_sessions_password_change', sql`${t.passwordChange} in ('one_time', 'current')`),
  ],
);

/** One-time codes sent by SMS (hashed): single use, short-lived, dead after too many tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('verification_codes_purpose', sql`${t.purpose} in ('register', 'noLogin', 'bind')`),
    index('verification_codes_recipient').on(t.recipient, t.purpose, t.id),
  ],
);

/** Forgot-by-email: a one-time password mailed to the member, valid once and briefly. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_member').on(t.memberId)],
);

/**
 * Where a member has logged in from: addresses (`ip`, as seen) and browsers (`device`, the SHA-256
 * of a token the browser keeps). A login from neither may need a code (2-step verification) and
 * waits out the account's failure backoff; a recognised one skips both.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('known_devices_kind', sql`${t.kind} in ('ip', 'device')`),
    uniqueIndex('known_devices_member_value').on(t.memberId, t.kind, t.value),
  ],
);

/**
 * A password login from an unrecognised address, waiting for the code sent to the member's mobile
 * or e-mail. The browser holds the challenge token (stored by its SHA-256); single use, brief.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sends: integer('sends').notNull().default(1),
    remember: boolean('remember').notNull().default(false),
    viaReset: boolean('via_reset').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('login_challenges_channel', sql`${t.channel} in ('sms', 'email')`),
    uniqueIndex('login_challenges_token').on(t.tokenHash),
  ],
);

/** The answer to the captcha last shown to one browser (its key lives in the portal session). */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** What the dev adapters "sent": SMS and mail, readable by operators (and tests) in dev. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_channel', sql`${t.channel} in ('sms', 'email')`),
    index('outbox_recipient').on(t.recipient, t.id),
  ],
);

/**
 * Ledger accounts: a member's main wallet and vendor wallets, and the brand's own accounts (the
 * house, the payment provider, bonuses, fees, withdrawals on hold). Only the brand's accounts may
 * go below zero; a member's never can (the CHECK holds even if code is wrong). An account is
 * permanent: never deleted or renumbered (a trigger refuses it, migration 0039).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_not_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check(
      'ledger_accounts_only_system_negative',
      sql`not ${t.allowNegative} or ${t.memberId} is null`,
    ),
    uniqueIndex('ledger_accounts_member_code')
      .on(t.memberId, t.code)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('ledger_accounts_system_code')
      .on(t.code)
      .where(sql`${t.memberId} is null`),
  ],
);

/** One movement of money between two accounts; immutable, keyed by its idempotency key. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of what was asked: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    // Both accounts exist: checked once per statement (migration 0039), not by a foreign key.
    debitAccountId: integer('debit_account_id').notNull(),
    creditAccountId: integer('credit_account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfers_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_two_sides', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/** Both sides of every transfer, with the balance each left behind (the running balance). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // The transfer and the account exist: checked once per statement (migration 0039).
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transfer').on(t.transferId),
  ],
);

/** Every manual balance adjustment: who, the balance before and after, and why. */
export const balanceAdjustments = pgTable('balance_adjustments', {
  id: serial('id').primaryKey(),
  transferId: bigint('transfer_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerTransfers.id),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  operator: text('operator').notNull(),
  before: bigint('before', { mode: 'number' }).notNull(),
  after: bigint('after', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where a member's withdrawals are paid: the payee's name, bank and account number. */
export const payeeAccounts = pgTable(
  'payee_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    payeeName: text('payee_name').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payee_accounts_member_number').on(t.memberId, t.bankName, t.accountNumber)],
);

/** The banks members may withdraw to, per currency (a brand lists those of its own currency). */
export const banks = pgTable(
  'banks',
  {
    id: serial('id').primaryKey(),
    currency: text('currency').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('banks_currency_name').on(t.currency, t.name)],
);

/**
 * Wrong answers to a member's secrets (`payment`: the payment password; `recheck`: the login
 * password asked again before a new payee). Each check counts itself before verifying; the last
 * allowed one sets `locked_until`, and a right answer clears both.
 */
export const secretAttempts = pgTable(
  'secret_attempts',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind] })],
);

/**
 * Withdrawals: the amount leaves the member's wallet for WITHDRAWAL_HOLD at once; an operator pays
 * it out (HOLD → provider) or rejects it (HOLD → member); the member then confirms receipt, or
 * answers not received with a proof. An operator resolves a not-received one: refunded (provider →
 * member) or upheld (forced receipt: status received, nothing refunded).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    payeeAccountId: integer('payee_account_id')
      .notNull()
      .references(() => payeeAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
    decidedBy: text('decided_by'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    resolution: text('resolution'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolveTransferId: bigint('resolve_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
  },
  (t) => [
    check('withdrawals_positive', sql`${t.amount} > 0`),
    check(
      'withdrawals_status',
      sql`${t.status} in ('pending', 'rejected', 'paid', 'received', 'not_received')`,
    ),
    check('withdrawals_resolution', sql`${t.resolution} in ('refunded', 'upheld')`),
    index('withdrawals_member').on(t.memberId, t.id),
    index('withdrawals_status').on(t.status, t.id),
  ],
);

/** Platform messages to one member (messageV2); unread until read. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The member deleted it from the inbox: kept for the record, never listed again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('member_messages_member').on(t.memberId, t.id)],
);

/** The brand's ways to pay in: a bank transfer confirmed by an operator, or an online provider. */
export const depositMethods = pgTable(
  'deposit_methods',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    feeBps: integer('fee_bps').notNull().default(0),
    bank: jsonb('bank').$type<{ bankName: string; accountName: string; accountNumber: string }>(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('deposit_methods_type', sql`${t.type} in ('bank', 'online')`),
    check('deposit_methods_range', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/**
 * Deposit orders. Money moves only on confirmation (a verified provider callback or an operator),
 * once: the ledger key is the order's, and the provider's transaction id is unique.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => depositMethods.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerTxnId: text('provider_txn_id').unique(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    receiptPath: text('receipt_path'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('deposits_positive', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    check('deposits_status', sql`${t.status} in ('pending', 'confirmed', 'rejected', 'expired')`),
    index('deposits_member').on(t.memberId, t.id),
    index('deposits_status').on(t.status, t.id),
  ],
);

/**
 * Proof that a paid withdrawal did not arrive: a comment and one to three images, written in the
 * same transaction as the not-received answer; one per withdrawal.
 */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: serial('id').primaryKey(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    comment: text('comment').notNull(),
    files: jsonb('files').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('withdrawal_proofs_withdrawal').on(t.withdrawalId)],
);

/** A vendor's seamless-wallet credentials: requests it signs with this secret are its own. */
export const vendorKeys = pgTable('vendor_keys', {
  vendor: text('vendor')
    .primaryKey()
    .references(() => vendors.code),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A game launch: the one-time token the vendor authenticates the player with. */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vendor: text('vendor')
      .notNull()
      .references(() => vendors.code),
    nodeId: integer('node_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('game_launches_member').on(t.memberId, t.id)],
);

/**
 * Vendor wallet calls, one row per vendor transaction id: bets (debits), wins (credits) and
 * rollbacks. Redelivery finds the row and answers the same; a rollback that arrives before its bet
 * leaves a row that refuses the late bet.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: serial('id').primaryKey(),
    vendor: text('vendor')
      .notNull()
      .references(() => vendors.code),
    txnId: text('txn_id').notNull(),
    kind: text('kind').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    roundId: text('round_id'),
    /** The vendor's code of the game a bet was placed in (bets only; vendors may leave it out). */
    gameCode: text('game_code'),
    /** For wins and rollbacks: the bet they settle. */
    betTxnId: text('bet_txn_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_txn').on(t.vendor, t.txnId),
    index('vendor_transactions_bet').on(t.vendor, t.betTxnId),
    index('vendor_transactions_member').on(t.memberId, t.id),
    index('vendor_transactions_big_wins')
      .on(t.createdAt, t.id)
      .where(sql`${t.kind} = 'credit' and ${t.amount} >= 20000`),
    check('vendor_transactions_kind', sql`${t.kind} in ('debit', 'credit', 'rollback')`),
    check('vendor_transactions_status', sql`${t.status} in ('done', 'rolled_back', 'refused')`),
    check('vendor_transactions_amount', sql`${t.amount} >= 0`),
  ],
);

/** A member's favourite games. */
export const favourites = pgTable(
  'favourites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] })],
);

/**
 * The in-house game server (vendor SPB) keeps its own state, as any vendor would: it knows players
 * only by the vendor API's playerId and moves money only through that API.
 */
export const inhouseSessions = pgTable(
  'inhouse_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: text('player_id').notNull(),
    game: text('game').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('inhouse_sessions_player').on(t.playerId)],
);

/** The committed server seed of a player's next round in a game, and the player's client seed. */
export const inhouseSeeds = pgTable(
  'inhouse_seeds',
  {
    playerId: text('player_id').notNull(),
    game: text('game').notNull(),
    nextServerSeed: text('next_server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.game] })],
);

/** One round of an in-house game, with everything needed to verify it once it is over. */
export const inhouseRounds = pgTable(
  'inhouse_rounds',
  {
    id: serial('id').primaryKey(),
    roundId: text('round_id').notNull().unique(),
    playerId: text('player_id').notNull(),
    game: text('game').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }),
    status: text('status').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    params: jsonb('params').notNull(),
    outcome: jsonb('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('inhouse_rounds_player').on(t.playerId, t.game, t.id),
    check('inhouse_rounds_status', sql`${t.status} in ('open', 'won', 'lost', 'cancelled')`),
    check('inhouse_rounds_money', sql`${t.stake} > 0 and coalesce(${t.win}, 0) >= 0`),
  ],
);

/** How a lottery game draws: every `seconds` from local midnight, or once a day at `at` (HH:MM). */
export type LotterySchedule =
  { kind: 'interval'; seconds: number } | { kind: 'daily'; at: string; weekdays?: number[] };

/** A game's limits, minor units unless named otherwise; null: no limit of that kind. */
export type LotteryLimits = {
  maxMultiple: number;
  /** One line's stake. */
  maxStakePerLine: number;
  /** A member's stake on one issue (all lines, all orders). */
  maxStakePerMemberIssue: number;
  /** Everyone's stake on one number (one play's same content) in one issue. */
  maxStakePerNumber: number;
  /** What one member can win on one issue: payouts beyond it are cut to it (stated in the rules). */
  maxWinPerMemberIssue: number;
  /** Chase plans: most issues ahead. */
  maxChaseIssues: number;
};

/** LOTT games' prize series: the brand's floor and betting cap, and a new member's group. */
export type LotterySeries = { min: number; cap: number; defaultGroup: number };

/**
 * First-party lottery games. The schedule, limits, plays and prices are data: operators switch
 * games and plays on and off from the CLI. Times are local to `tzOffsetMinutes` (UTC+8 Chinese
 * games, UTC+7 Vietnamese), which is also the day issue numbers count from.
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    code: text('code').primaryKey(),
    family: text('family').notNull(),
    groupCode: text('group_code').notNull(),
    prizeMode: text('prize_mode').notNull(),
    drawSource: text('draw_source').notNull(),
    schedule: jsonb('schedule').$type<LotterySchedule>().notNull(),
    closeOffsetSeconds: integer('close_offset_seconds').notNull(),
    tzOffsetMinutes: integer('tz_offset_minutes').notNull(),
    /** An issue with no result this long after its draw time is void and its orders refunded. */
    voidAfterSeconds: integer('void_after_seconds').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    /** Play codes on sale, in menu order. */
    plays: jsonb('plays').$type<string[]>().notNull(),
    /** ELOTT/SEA: odds per play code per prize class, in ten-thousandths. */
    odds: jsonb('odds').$type<Record<string, number[]>>().notNull().default({}),
    series: jsonb('series').$type<LotterySeries | null>(),
    /** ELOTT/SEA point price in minor units (VN points, 4D per 1). */
    pointPrice: integer('point_price').notNull().default(100),
    limits: jsonb('limits').$type<LotteryLimits>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('lottery_games_source', sql`${t.drawSource} in ('RNG', 'MANUAL')`),
    check('lottery_games_mode', sql`${t.prizeMode} in ('LOTT', 'ELOTT', 'SEA')`),
  ],
);

/** A member's prize group per game group (LOTT); none: the game's default group. */
export const lotteryMemberGroups = pgTable(
  'lottery_member_groups',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    groupCode: text('group_code').notNull(),
    prizeGroup: integer('prize_group').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.groupCode] })],
);

/**
 * One draw of a game (an issue, 期). `commit` = SHA-256(seed) is public from creation; the seed is
 * revealed once the result is. Operator-entered games keep the entry and the approval apart.
 */
export const lotteryIssues = pgTable(
  'lottery_issues',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameCode: text('game_code')
      .notNull()
      .references(() => lotteryGames.code),
    numero: text('numero').notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('SCHEDULED'),
    commit: text('commit'),
    seed: text('seed'),
    beacon: text('beacon').notNull().default(''),
    /** Ball families: integers; VN and 4D: digit strings. */
    result: jsonb('result').$type<(number | string)[]>(),
    enteredResult: jsonb('entered_result').$type<string[]>(),
    enteredBy: text('entered_by'),
    approvedBy: text('approved_by'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Why an issue was voided or drawn late (the documented restart rule). */
    note: text('note'),
  },
  (t) => [
    uniqueIndex('lottery_issues_numero').on(t.gameCode, t.numero),
    index('lottery_issues_game_draw').on(t.gameCode, t.drawAt),
    index('lottery_issues_due')
      .on(t.status, t.drawAt)
      .where(sql`${t.status} not in ('SETTLED', 'VOID')`),
    check(
      'lottery_issues_status',
      sql`${t.status} in ('SCHEDULED', 'AWAITING_RESULT', 'ENTERED', 'DRAWN', 'SETTLED', 'VOID')`,
    ),
    check('lottery_issues_times', sql`${t.openAt} <= ${t.closeAt} and ${t.closeAt} <= ${t.drawAt}`),
  ],
);

/** A member's placed slip: the request key makes a replay answer the same orders. */
export const lotterySlips = pgTable(
  'lottery_slips',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestKey: text('request_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lottery_slips_key').on(t.memberId, t.requestKey)],
);

/** Chase plans (追号): one order per issue, all debited when the plan is made. */
export const lotteryChases = pgTable(
  'lottery_chases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chaseNo: text('chase_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code')
      .notNull()
      .references(() => lotteryGames.code),
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    status: text('status').notNull().default('RUNNING'),
    total: bigint('total', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('lottery_chases_member').on(t.memberId, t.id),
    check('lottery_chases_status', sql`${t.status} in ('RUNNING', 'WON', 'DONE', 'CANCELLED')`),
  ],
);

/** One line of a slip on one issue. Money columns are minor units. */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    slipId: bigint('slip_id', { mode: 'number' }).references(() => lotterySlips.id),
    chaseId: bigint('chase_id', { mode: 'number' }).references(() => lotteryChases.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Trial accounts play against DEMO, members against HOUSE. */
    trial: boolean('trial').notNull().default(false),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    playCode: text('play_code').notNull(),
    content: text('content').notNull(),
    unitMode: text('unit_mode').notNull(),
    unitMinor: integer('unit_minor').notNull(),
    multiple: integer('multiple').notNull(),
    combos: integer('combos').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** LOTT / ELOTT / SEA / ZY as the order was priced. */
    prizeMode: text('prize_mode').notNull(),
    series: integer('series'),
    prizeGroup: integer('prize_group'),
    odds: jsonb('odds').$type<number[]>(),
    status: text('status').notNull().default('PENDING'),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    refund: bigint('refund', { mode: 'number' }).notNull().default(0),
    rebate: bigint('rebate', { mode: 'number' }).notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  // Settling writes status, payout, refund, rebate and settled_at into every order of a draw. No
  // index names those columns (not even in a partial index's condition), and the table keeps half
  // of each page free (fillfactor 50, migration 0032), so the write stays on the order's page and
  // touches no index (a HOT update): three times faster than with the pending and big-win partial
  // indexes this table had, at twice the table's size. Keep it so: the winners board's big wins
  // have their own table (lottery_big_wins).
  (t) => [
    // Settlement reads an issue's orders member by member; a void or the scheduler its pending ones.
    index('lottery_orders_issue').on(t.issueId, t.memberId, t.id),
    index('lottery_orders_chase')
      .on(t.chaseId)
      .where(sql`${t.chaseId} is not null`),
    index('lottery_orders_member').on(t.memberId, t.id),
    check(
      'lottery_orders_status',
      sql`${t.status} in ('PENDING', 'WON', 'LOST', 'TIE', 'CANCELLED', 'VOID')`,
    ),
    check(
      'lottery_orders_money',
      sql`${t.stake} > 0 and ${t.multiple} > 0 and ${t.combos} > 0 and ${t.payout} >= 0 and ${t.refund} >= 0 and ${t.rebate} >= 0`,
    ),
  ],
);

/**
 * Settled lottery orders that are big wins (services/rewards/winners.ts, BIG_WIN), written by the
 * settlement that paid them: the winners board reads the newest here, since an index on the
 * orders' payout would slow every settlement (see lotteryOrders).
 */
export const lotteryBigWins = pgTable(
  'lottery_big_wins',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => lotteryOrders.id),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lottery_big_wins_newest').on(t.settledAt, t.orderId)],
);

/**
 * What is staked on an issue, per member (`m:<id>`) and per number (`n:<play>|<content>`), with the
 * game's cap at the time: placing upserts its amounts and the check refuses a total over the cap,
 * so a slip reserves its limits in one statement under row locks; refunds before the close give
 * them back.
 */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id),
    key: text('key').notNull(),
    staked: bigint('staked', { mode: 'number' }).notNull(),
    cap: bigint('cap', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.key] }),
    check('lottery_exposure_cap', sql`${t.staked} >= 0 and ${t.staked} <= ${t.cap}`),
  ],
);

/**
 * Customer-service staff, created from the CLI: an agent answers conversations, a supervisor also
 * assigns them to others; `vip` staff (and every supervisor) see the VIP queue. `brand` is the
 * merchant code the account works for: a session of another brand's account opens nothing here.
 */
export const supportStaff = pgTable(
  'support_staff',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role').notNull(),
    vip: boolean('vip').notNull().default(false),
    brand: text('brand').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_staff_role', sql`${t.role} in ('agent', 'supervisor')`),
    check('support_staff_status', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/** Support console sessions: only the token's SHA-256 is kept. */
export const supportSessions = pgTable('support_sessions', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => supportStaff.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's conversation with support: at most one open per member. `queue` is fixed when it
 * opens (club rank above 4: 'vip'). The four ids say how far each side has received and read.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    queue: text('queue').notNull(),
    status: text('status').notNull().default('open'),
    assignedStaffId: integer('assigned_staff_id').references(() => supportStaff.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => supportStaff.id),
    closeNote: text('close_note'),
    memberDeliveredId: bigint('member_delivered_id', { mode: 'number' }).notNull().default(0),
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    staffDeliveredId: bigint('staff_delivered_id', { mode: 'number' }).notNull().default(0),
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('chat_conversations_open')
      .on(t.memberId)
      .where(sql`${t.status} = 'open'`),
    index('chat_conversations_member').on(t.memberId, t.id),
    index('chat_conversations_queue').on(t.status, t.queue, t.lastMessageAt),
    check('chat_conversations_queue', sql`${t.queue} in ('live', 'vip')`),
    check('chat_conversations_status', sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * Chat messages, stored as plain text (never rendered as HTML) or as an image upload path.
 * `clientId` makes a resent message (a retry after a dropped connection) land once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender').notNull(),
    staffId: integer('staff_id').references(() => supportStaff.id),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_client').on(t.conversationId, t.sender, t.clientId),
    index('chat_messages_conversation').on(t.conversationId, t.id),
    check('chat_messages_sender', sql`${t.sender} in ('member', 'staff', 'system')`),
    check('chat_messages_kind', sql`${t.kind} in ('text', 'image')`),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Images sent in chat, re-encoded on arrival, kept in the database so that every platform
 * instance serves them; a message of kind 'image' holds the id.
 */
export const chatImages = pgTable('chat_images', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id')
    .notNull()
    .references(() => chatConversations.id),
  kind: text('kind').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Canned replies support staff insert with one click, per language. */
export const chatCannedReplies = pgTable('chat_canned_replies', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Agents' invitation links: registering through one opens an account of its type and group. */
export const agentLinks = pgTable(
  'agent_links',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    code: text('code').notNull().unique(),
    type: smallint('type').notNull(),
    prizeGroup: integer('prize_group').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_links_member').on(t.memberId, t.id),
    check('agent_links_uses', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);

export type ContractTierRow = {
  minBet: number;
  minLoss: number;
  minActive: number;
  rateBp: number;
};

/**
 * Wage, salary and dividend contracts between an upline (null: the platform, for a top agent)
 * and a direct downline (AGENTS.md, contracts). One pending and one active per kind and downline.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    mode: text('mode').notNull(),
    carry: text('carry').notNull(),
    checkLoss: boolean('check_loss').notNull().default(false),
    uplineId: integer('upline_id').references(() => members.id),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id),
    status: text('status').notNull(),
    tiers: jsonb('tiers').$type<ContractTierRow[]>().notNull(),
    topRateBp: integer('top_rate_bp').notNull(),
    /** Changes apply from the next window: bills use the contract active when the window opened. */
    activeFrom: timestamp('active_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_contracts_active')
      .on(t.kind, t.downlineId)
      .where(sql`${t.status} = 'ACTIVE'`),
    uniqueIndex('agent_contracts_pending')
      .on(t.kind, t.downlineId)
      .where(sql`${t.status} = 'PENDING'`),
    index('agent_contracts_upline').on(t.uplineId, t.kind),
    check('agent_contracts_kind', sql`${t.kind} in ('DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND')`),
    check('agent_contracts_period', sql`${t.period} in ('D', 'W', 'H', 'F', 'S', 'M')`),
    check(
      'agent_contracts_status',
      sql`${t.status} in ('PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED', 'EXPIRED')`,
    ),
    check('agent_contracts_parties', sql`${t.uplineId} is distinct from ${t.downlineId}`),
  ],
);

/** Every step of a contract: who proposed, accepted, rejected or ended it, and why. */
export const agentContractEvents = pgTable('agent_contract_events', {
  id: serial('id').primaryKey(),
  contractId: integer('contract_id')
    .notNull()
    .references(() => agentContracts.id),
  action: text('action').notNull(),
  /** The member who acted; null: an operator or the platform itself. */
  actorId: integer('actor_id'),
  note: text('note'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** One settlement of one kind and window: unique, so a rerun finds it and writes nothing. */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    bills: integer('bills').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_settlement_runs_window').on(t.kind, t.period, t.windowStart)],
);

/** A contract's bill for one window (AGENTS.md, bills); paid by key `bill:{id}:{n}`. */
export const agentBills = pgTable(
  'agent_bills',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => agentSettlementRuns.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Null: the platform pays. */
    payerId: integer('payer_id').references(() => members.id),
    kind: text('kind').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    teamBet: bigint('team_bet', { mode: 'number' }).notNull(),
    teamPnl: bigint('team_pnl', { mode: 'number' }).notNull(),
    active: integer('active').notNull(),
    rateBp: numeric('rate_bp', { precision: 12, scale: 4 }).notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    downlineTotal: bigint('downline_total', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    due: bigint('due', { mode: 'number' }).notNull(),
    /** Dividends: team profit carried into this window, and what is left to carry out of it. */
    carryIn: bigint('carry_in', { mode: 'number' }).notNull().default(0),
    carryOut: bigint('carry_out', { mode: 'number' }).notNull().default(0),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    /** Payments made so far: the next one is keyed `bill:{id}:{payments + 1}`. */
    payments: integer('payments').notNull().default(0),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_bills_window').on(t.contractId, t.windowStart),
    index('agent_bills_member').on(t.memberId, t.kind, t.windowStart),
    index('agent_bills_open')
      .on(t.status)
      .where(sql`${t.status} in ('UNAPPROVE', 'UNCOLLECT', 'INSUFFICIENT')`),
    check('agent_bills_paid', sql`${t.paid} >= 0 and ${t.paid} <= ${t.due}`),
    check(
      'agent_bills_status',
      sql`${t.status} in ('NOT_REACHED', 'UNAPPROVE', 'UNCOLLECT', 'INSUFFICIENT', 'PART_COLLECTED', 'ISSUED')`,
    ),
  ],
);

const statsColumns = () => ({
  bets: integer('bets').notNull().default(0),
  turnover: bigint('turnover', { mode: 'number' }).notNull().default(0),
  validTurnover: bigint('valid_turnover', { mode: 'number' }).notNull().default(0),
  payout: bigint('payout', { mode: 'number' }).notNull().default(0),
  /** Own-bet rebates (the lottery's series gap). */
  rebate: bigint('rebate', { mode: 'number' }).notNull().default(0),
  /** Rebates received from downlines' bets. */
  agentRebate: bigint('agent_rebate', { mode: 'number' }).notNull().default(0),
  promotions: bigint('promotions', { mode: 'number' }).notNull().default(0),
  deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
  withdrawals: bigint('withdrawals', { mode: 'number' }).notNull().default(0),
  /** The member's first deposit fell on this day (or slot). */
  firstDeposit: boolean('first_deposit').notNull().default(false),
  wage: bigint('wage', { mode: 'number' }).notNull().default(0),
  dividend: bigint('dividend', { mode: 'number' }).notNull().default(0),
});

/** A member's money by merchant day, upserted as it moves; every report sums these. */
export const memberDailyStats = pgTable(
  'member_daily_stats',
  { memberId: integer('member_id').notNull(), day: date('day').notNull(), ...statsColumns() },
  (t) => [primaryKey({ columns: [t.memberId, t.day] }), index('member_daily_stats_day').on(t.day)],
);

/** A member's running totals since they joined, for their club rank (docs/vip-ranks.md). */
export const memberLifetimeStats = pgTable('member_lifetime_stats', {
  memberId: integer('member_id').primaryKey(),
  validTurnover: bigint('valid_turnover', { mode: 'number' }).notNull().default(0),
  deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
});

/** The same by five-minute slot (start, UTC): hourly and real-time salaries read these. */
export const memberSlotStats = pgTable(
  'member_5min_stats',
  {
    memberId: integer('member_id').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    ...statsColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.slot] }),
    index('member_5min_stats_slot').on(t.slot),
  ],
);

/**
 * Team totals (self included) by day, rolled up from the members' rows under the tree of the
 * time; `members` and `active` count the team then. Reports read these for closed days.
 */
export const teamDailyStats = pgTable(
  'team_daily_stats',
  {
    memberId: integer('member_id').notNull(),
    day: date('day').notNull(),
    ...statsColumns(),
    firstDepositors: integer('first_depositors').notNull().default(0),
    activeMembers: integer('active_members').notNull().default(0),
    newMembers: integer('new_members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/**
 * Upline rebates accrued at four decimals of a minor unit (ten-thousandths), per source (a lottery
 * issue, a vendor bet) and member; posted as one ledger transfer each, rounded half-up.
 */
export const agentRebateAccruals = pgTable(
  'agent_rebate_accruals',
  {
    source: text('source').notNull(),
    memberId: integer('member_id').notNull(),
    amountE4: bigint('amount_e4', { mode: 'number' }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.memberId] }),
    index('agent_rebate_accruals_open')
      .on(t.source)
      .where(sql`${t.postedAt} is null`),
  ],
);

/**
 * One member's claim of one promotion for one period ('once' or a merchant day): the
 * unique key is what makes a claim happen once however often it is sent.
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    state: text('state').$type<'applying' | 'rejected' | 'issued'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The qualifying deposit (deposit bonuses). */
    depositId: integer('deposit_id').references(() => deposits.id),
    /** The ledger transfer that paid the bonus, once issued. */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_claims_once').on(t.promotionId, t.memberId, t.period),
    index('promotion_claims_member').on(t.memberId, t.id),
    index('promotion_claims_applying')
      .on(t.id)
      .where(sql`${t.state} = 'applying'`),
    check('promotion_claims_state', sql`${t.state} in ('applying', 'rejected', 'issued')`),
    check('promotion_claims_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * A bonus's wagering requirement: valid turnover settled after it was issued counts towards it
 * (services/agent/stats.ts adds it in the settlement's transaction). While one is active and short,
 * withdrawals are refused.
 */
export const bonusTurnovers = pgTable(
  'bonus_turnovers',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    claimId: integer('claim_id')
      .notNull()
      .unique()
      .references(() => promotionClaims.id),
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
    required: bigint('required', { mode: 'number' }).notNull(),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    state: text('state').$type<'active' | 'met' | 'forfeited'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The ledger transfer that took the bonus left back when it was forfeited. */
    forfeitTransferId: bigint('forfeit_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
    /** How much each game category's turnover counts (the promotion's weights when issued). */
    weights: jsonb('weights').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    index('bonus_turnovers_active')
      .on(t.memberId)
      .where(sql`${t.state} = 'active'`),
    check('bonus_turnovers_state', sql`${t.state} in ('active', 'met', 'forfeited')`),
    check(
      'bonus_turnovers_amounts',
      sql`${t.required} > 0 and ${t.progress} >= 0 and ${t.bonus} > 0`,
    ),
  ],
);

/** A member's points: never negative; every change is a `points_entries` row (their sum is this). */
export const memberPoints = pgTable(
  'member_points',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('member_points_not_negative', sql`${t.balance} >= 0`)],
);

export const POINTS_REASONS = ['earn', 'redeem', 'convert', 'refund', 'mission', 'adjust'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** One movement of a member's points, with why and the balance it left (points never expire). */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').$type<PointsReason>().notNull(),
    /** What it was for: a settlement, a redemption, a conversion. */
    reference: text('reference'),
    /** Movements a member asks for once (redeem, convert, refund) carry a key. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_entries_member').on(t.memberId, t.id),
    check('points_entries_delta', sql`${t.delta} <> 0 and ${t.balanceAfter} >= 0`),
    check(
      'points_entries_reason',
      sql`${t.reason} in ('earn', 'redeem', 'convert', 'refund', 'mission', 'adjust')`,
    ),
  ],
);

export const POINTS_REWARD_KINDS = ['BONUS', 'GOODS'] as const;
export type PointsRewardKind = (typeof POINTS_REWARD_KINDS)[number];

/**
 * What the points mall offers: a bonus credit (`amount` paid to the main wallet at once) or goods
 * sent to the member's address after an operator approves. `stock` null: unlimited.
 */
export const pointsRewards = pgTable(
  'points_rewards',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<PointsRewardKind>().notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    image: text('image'),
    points: integer('points').notNull(),
    /** Bonus credits: minor units paid per item. Goods: their value, for the records. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    stock: integer('stock'),
    redeemed: integer('redeemed').notNull().default(0),
    /** The most one member may redeem in all (null: no limit). */
    perMember: integer('per_member'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('points_rewards_kind', sql`${t.kind} in ('BONUS', 'GOODS')`),
    check('points_rewards_points', sql`${t.points} > 0 and ${t.amount} >= 0`),
    check('points_rewards_stock', sql`${t.stock} is null or ${t.redeemed} <= ${t.stock}`),
  ],
);

/** A member's redemption: goods wait in `in_process` for an operator; bonuses are approved at once. */
export const pointsRedemptions = pgTable(
  'points_redemptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointsRewards.id),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    address: text('address'),
    state: text('state').$type<'in_process' | 'approved' | 'rejected'>().notNull(),
    /** The bonus credit's ledger transfer. */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('points_redemptions_member').on(t.memberId, t.id),
    index('points_redemptions_waiting')
      .on(t.id)
      .where(sql`${t.state} = 'in_process'`),
    check('points_redemptions_state', sql`${t.state} in ('in_process', 'approved', 'rejected')`),
    check('points_redemptions_quantity', sql`${t.quantity} > 0 and ${t.points} > 0`),
  ],
);

export const MISSION_KINDS = ['DEPOSIT', 'BET_COUNT', 'TURNOVER', 'WIN_STREAK'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

/**
 * A daily or weekly mission (docs/rewards.md, Missions): reach `target` (minor units for deposits
 * and turnover, a count for bets and streaks) within the period, optionally in one game category,
 * then claim the reward in cash (`BONUS` → main wallet) or points.
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    period: text('period').$type<'daily' | 'weekly'>().notNull(),
    kind: text('kind').$type<MissionKind>().notNull(),
    target: bigint('target', { mode: 'number' }).notNull(),
    /** Only bets of this game category count (vendors.category, 'LOTT' for lottery). */
    category: text('category'),
    rewardKind: text('reward_kind').$type<'cash' | 'points'>().notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('missions_period', sql`${t.period} in ('daily', 'weekly')`),
    check('missions_kind', sql`${t.kind} in ('DEPOSIT', 'BET_COUNT', 'TURNOVER', 'WIN_STREAK')`),
    check('missions_reward_kind', sql`${t.rewardKind} in ('cash', 'points')`),
    check('missions_amounts', sql`${t.target} > 0 and ${t.rewardAmount} > 0`),
  ],
);

/**
 * One member's progress on one mission in one period (a merchant day, or the Monday its week
 * starts): moved by settled bets and confirmed deposits in their own transactions; `streak` is the
 * current run of winning bets (WIN_STREAK keeps its best run as progress).
 */
export const missionProgress = pgTable(
  'mission_progress',
  {
    id: serial('id').primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    streak: integer('streak').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The cash reward's ledger transfer (points rewards are a points entry keyed by this row). */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    uniqueIndex('mission_progress_once').on(t.missionId, t.memberId, t.period),
    index('mission_progress_member').on(t.memberId, t.period),
    index('mission_progress_board')
      .on(t.period, t.completedAt)
      .where(sql`${t.completedAt} is not null`),
    check('mission_progress_amounts', sql`${t.progress} >= 0 and ${t.streak} >= 0`),
  ],
);

/**
 * What a referrer earned for one friend: once when the friend's first deposit qualifies, once when
 * the friend's valid turnover reaches the target (the REFERRAL promotion's rules at the time).
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id),
    refereeId: integer('referee_id')
      .notNull()
      .references(() => members.id),
    stage: text('stage').$type<'deposit' | 'turnover'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_rewards_once').on(t.refereeId, t.stage),
    index('referral_rewards_referrer').on(t.referrerId),
    check('referral_rewards_stage', sql`${t.stage} in ('deposit', 'turnover')`),
    check('referral_rewards_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * A member's turnover rebate: the valid turnover of the five-minute slots from `from_slot` (the
 * previous rebate's `to_slot`) up to `to_slot`, paid at the rank's rate; taken by the member
 * (manual) or by the daily job (auto). A zero row closes a day whose rebate rounds to nothing.
 */
export const memberRebates = pgTable(
  'member_rebates',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'auto' | 'manual'>().notNull(),
    fromSlot: timestamp('from_slot', { withTimezone: true }),
    toSlot: timestamp('to_slot', { withTimezone: true }).notNull(),
    turnover: bigint('turnover', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_rebates_until').on(t.memberId, t.toSlot),
    check('member_rebates_kind', sql`${t.kind} in ('auto', 'manual')`),
    check('member_rebates_amounts', sql`${t.amount} >= 0 and ${t.turnover} >= 0`),
  ],
);

/**
 * A member's entry in a raffle (a RAFFLE promotion, docs/rewards.md): one per member, made while
 * the raffle runs; `place` is set for the winning entries when it is drawn.
 */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    place: integer('place'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('raffle_entries_once').on(t.promotionId, t.memberId),
    index('raffle_entries_member').on(t.memberId),
    check('raffle_entries_place', sql`${t.place} is null or ${t.place} > 0`),
  ],
);

/**
 * A raffle's draw, once: the random seed that ranked its entries (each entry's rank is
 * sha256(seed:entry id), lowest first), so an auditor can draw it again.
 */
export const raffleDraws = pgTable('raffle_draws', {
  promotionId: integer('promotion_id')
    .primaryKey()
    .references(() => promotions.id),
  seed: text('seed').notNull(),
  entries: integer('entries').notNull(),
  winners: integer('winners').notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
});
