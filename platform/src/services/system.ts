import { randomInt } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { SYSTEM_CACHE_MS } from '../../../lib/contract/cache-tags';
import { encodeCsPath } from '../../../lib/contract/cs-path';
import type {
  BrandConfig,
  LanguageCode,
  Location,
  RegisterField,
  RegisterRule,
  ResourceType,
  SystemStatus,
  WhitelabelNode,
} from '../../../lib/contract/system';
import { enabledModules } from '../../../lib/contract/whitelabel';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { cached } from './ttl-cache';

export type SystemService = ReturnType<typeof createSystemService>;

export function createSystemService(db: Db) {
  const brand = cached(SYSTEM_CACHE_MS, async () => {
    const [row] = await db.select().from(t.brands).orderBy(asc(t.brands.id)).limit(1);
    if (!row) throw new Error('no brand configured: the seed did not run');
    return row;
  });
  const whitelabel = cached(SYSTEM_CACHE_MS, async () =>
    buildTree(await db.select().from(t.featureFlags)),
  );
  const modules = cached(SYSTEM_CACHE_MS, async () => enabledModules(await whitelabel.get()));

  async function brandConfig(): Promise<BrandConfig> {
    const b = await brand.get();
    return {
      name: b.name,
      merchantCode: b.merchantCode,
      platform: b.platform,
      lotteryType: b.lotteryType,
      device: b.device,
      chatHeaderColor: b.chatHeaderColor,
      languages: b.languages as LanguageCode[],
      defaultLanguage: b.defaultLanguage as LanguageCode,
      prizeModes: b.prizeModes,
      currency: b.currency,
      esportsVassalages: b.esportsVassalages,
    };
  }

  async function registerRules(): Promise<RegisterRule[]> {
    const rows = await db.select().from(t.registerRules).orderBy(asc(t.registerRules.sort));
    return rows.map((r) => ({
      field: r.field as RegisterField,
      enabled: r.enabled,
      required: r.required,
      acceptedPattern: r.acceptedPattern,
      patternId: r.patternId,
      minLength: r.minLength,
      maxLength: r.maxLength,
    }));
  }

  async function locate(ip: string, headerCountry: string | null): Promise<Location> {
    if (headerCountry && /^[A-Z]{2}$/.test(headerCountry)) return { ip, country: headerCountry };
    if (!isIp(ip)) return { ip, country: null };
    const [row] = await db
      .select({ country: t.geoRanges.country })
      .from(t.geoRanges)
      .where(sql`${t.geoRanges.range} >>= ${ip}::inet`)
      .orderBy(sql`masklen(${t.geoRanges.range}) desc`)
      .limit(1);
    return { ip, country: row?.country ?? null };
  }

  async function isRestricted(location: Location): Promise<boolean> {
    const ipMatch = isIp(location.ip)
      ? sql`(${t.regionRules.kind} = 'ip' and ${t.regionRules.value}::cidr >>= ${location.ip}::inet)`
      : sql`false`;
    const countryMatch = location.country
      ? sql`(${t.regionRules.kind} = 'country' and ${t.regionRules.value} = ${location.country})`
      : sql`false`;
    const rows = await db
      .select({ id: t.regionRules.id })
      .from(t.regionRules)
      .where(sql`${ipMatch} or ${countryMatch}`)
      .limit(1);
    return rows.length > 0;
  }

  async function status(ip: string, headerCountry: string | null): Promise<SystemStatus> {
    const [b, tree, rules, resources, cs, cdnRows, location] = await Promise.all([
      brand.get(),
      whitelabel.get(),
      registerRules(),
      db.select().from(t.resources).orderBy(asc(t.resources.resourceType)),
      db.select().from(t.customerService).orderBy(asc(t.customerService.sort)),
      db.select().from(t.cdns).orderBy(asc(t.cdns.id)),
      locate(ip, headerCountry),
    ]);
    const now = Date.now();
    const maintenance =
      b.maintenance && (b.maintenanceEnd === null || b.maintenanceEnd.getTime() > now);
    const restricted = !maintenance && (await isRestricted(location));
    const csKey = randomCsKey();
    return {
      status: maintenance ? 1 : restricted ? 2 : 0,
      maintenance: {
        enabled: maintenance,
        endTime: maintenance ? (b.maintenanceEnd?.toISOString() ?? null) : null,
      },
      regionRestriction: restricted,
      info: {
        brand: await brandConfig(),
        whitelabel: tree,
        registerRules: rules,
        resources: resources.map((r) => ({ ...r, resourceType: r.resourceType as ResourceType })),
        customerService: cs.map(({ csPosition, csType, title, path }) => ({
          csPosition,
          csType,
          title,
          path: csType === CS_LINK_TYPE ? encodeCsPath(path, csKey) : path,
        })),
        analytics: { gtagId: b.gtagId },
        imageCDNs: cdnRows.filter((c) => c.kind === 'image').map((c) => c.url),
        launchGameCDNs: cdnRows.filter((c) => c.kind === 'launch').map((c) => c.url),
        location,
      },
    };
  }

  /** Where game vendors load their games from (spec: the launch CDN is picked at random). */
  async function launchCdns(): Promise<string[]> {
    const rows = await db.select().from(t.cdns).where(eq(t.cdns.kind, 'launch'));
    return rows.map((c) => c.url);
  }

  return {
    brandConfig,
    launchCdns,
    whitelabel: () => whitelabel.get(),
    modules: () => modules.get(),
    registerRules,
    status,
    locate,
    /** Forgets cached brand and flags (after an operator's change on this instance). */
    invalidate() {
      brand.clear();
      whitelabel.clear();
      modules.clear();
    },
  };
}

function buildTree(rows: (typeof t.featureFlags.$inferSelect)[]): WhitelabelNode[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort);
  const children = (parent: string | null): WhitelabelNode[] =>
    sorted
      .filter((r) => r.parentId === parent)
      .map((r) => ({ modId: r.modId, enabled: r.enabled, childrenNodes: children(r.modId) }));
  return children(null);
}

/** Customer-service links (csType '3') travel obfuscated with a fresh key per response. */
const CS_LINK_TYPE = '3';
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomCsKey(): string {
  return Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
}

const IPV4 = /^(\d{1,3}\.){3}\d{1,3}$/;
const IPV6 = /^[0-9a-f:]+(%\w+)?$/i;

export function isIp(value: string): boolean {
  return (
    (IPV4.test(value) && value.split('.').every((p) => Number(p) <= 255)) ||
    (value.includes(':') && IPV6.test(value))
  );
}
