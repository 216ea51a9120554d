import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  cidr,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
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

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  titles: jsonb('titles').$type<LocalizedText>().notNull(),
  summaries: jsonb('summaries').$type<LocalizedText>().notNull(),
  contents: jsonb('contents').$type<LocalizedText>().notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }),
  sort: integer('sort').notNull().default(0),
});

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
    check('announcements_type', sql`${t.type} in ('B', 'PL', 'PU', 'PR', 'H')`),
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
