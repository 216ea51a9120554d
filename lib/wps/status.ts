import { decodeCsPath } from '../contract/cs-path';
import { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from '../contract/languages';
import type { BrandConfig, SystemStatus } from '../contract/system';
import { enabledModules } from '../contract/whitelabel';
import { makeRoom } from '../bounded-cache';
import { wps } from './client';

/**
 * The state proxy.ts rewrote a request for (1 maintenance, 2 restricted). Every page request passes
 * the proxy, which sets it for the system pages only, so those pages can trust it.
 */
export const SITE_STATUS_HEADER = 'x-site-status';

/** An operator's switch reaches every visitor within this (plus the platform's own 2 s). */
export const STATUS_TTL_MS = 4000;
/** Addresses remembered at once; region restriction is per address, everything else global. */
const MAX_ADDRESSES = 500;
/** The gate must not hold every page for the full upstream timeout when the platform hangs. */
const STATUS_TIMEOUT_MS = 2500;

type Entry = { status: Promise<SystemStatus | null>; expires: number };

const byAddress = new Map<string, Entry>();
let latest: { status: SystemStatus; at: number } | null = null;

function fetchStatus(ip: string | undefined, host: string | undefined) {
  return wps('systemStatus', host ? { host } : {}, {
    clientIp: ip,
    timeoutMs: STATUS_TIMEOUT_MS,
  }).then(
    (status) => {
      latest = { status, at: Date.now() };
      return status;
    },
    // Unknown status: serve the site as normal; pages and calls report the upstream themselves.
    () => null,
  );
}

/**
 * The platform's status for a visitor (null while the platform cannot say), cached for a few
 * seconds per address. Maintenance is global, so while a fresh answer says so no one is asked again.
 */
export function systemStatusFor(
  ip: string | undefined,
  host?: string,
): Promise<SystemStatus | null> {
  const now = Date.now();
  if (latest && latest.status.status === 1 && now - latest.at < STATUS_TTL_MS) {
    return Promise.resolve(latest.status);
  }
  const key = `${host ?? ''} ${ip ?? ''}`;
  const hit = byAddress.get(key);
  if (hit && hit.expires > now) return hit.status;
  byAddress.delete(key);
  makeRoom(byAddress, MAX_ADDRESSES, now);
  const status = fetchStatus(ip, host);
  byAddress.set(key, { status, expires: now + STATUS_TTL_MS });
  return status;
}

/** Retry-After for maintenance: until the announced end, between a minute and an hour. */
export function retryAfterSeconds(endTime: string | null): number {
  const left = endTime ? Math.ceil((Date.parse(endTime) - Date.now()) / 1000) : NaN;
  return Number.isFinite(left) ? Math.min(3600, Math.max(60, left)) : 300;
}

/** The locales the brand offers (all while unknown); the unprefixed default is always served. */
export function offeredLocales(brand: BrandConfig | null | undefined): Locale[] {
  if (!brand) return LOCALES;
  const listed = new Set(brand.languages.map((code) => toLocale(code)));
  return LOCALES.filter((locale) => locale === DEFAULT_LOCALE || listed.has(locale));
}

/** The brand's 'logged-in users go to home page' setting: every page but a few needs a session. */
export function loginRequired(status: SystemStatus | null): boolean {
  return status !== null && enabledModules(status.info.whitelabel).has('LOGINHOME3');
}

/**
 * The brand's first customer-service entry that a visitor can open without the site (a chat
 * that needs a login is no help on a maintenance page); type '3' paths travel encoded.
 */
export function customerServiceUrl(status: SystemStatus | null): string | null {
  for (const entry of status?.info.customerService ?? []) {
    const url = entry.csType === '3' ? (decodeCsPath(entry.path) ?? entry.path) : entry.path;
    if (/^https?:\/\//.test(url)) return url;
  }
  return null;
}

/** Forgets everything cached (tests). */
export function clearStatusCache(): void {
  byAddress.clear();
  latest = null;
}
