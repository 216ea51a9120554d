import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, type Locale } from './lib/contract/languages';
import type { SystemStatus } from './lib/contract/system';
import { localePath } from './lib/i18n/prefix';
import { routing } from './lib/i18n/routing';
import { openSession } from './lib/session';
import { callUpstream } from './lib/wps/client';
import { clientIp } from './lib/wps/proxy';
import {
  loginRequired,
  offeredLocales,
  retryAfterSeconds,
  SITE_STATUS_HEADER,
  systemStatusFor,
} from './lib/wps/status';

/**
 * Paths open without a session when the brand sends visitors to log in first (spec section 2);
 * the support console has its own staff sign-in.
 */
const OPEN_PATHS = new Set([
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/support',
  '/support/login',
]);
const SYSTEM_PAGES = { 1: '/maintenance', 2: '/restricted' } as const;
/** Lobbies are static pages; one with a query string is rendered per request by lobby-search. */
const LOBBY_PATHS = /^\/(rng|pvp|live|fish|sports|esports|inhouse)$/;

// One next-intl middleware per set of offered locales, so that it never negotiates a locale the
// brand has switched off (which would bounce between it and the default).
const intlByLocales = new Map<string, ReturnType<typeof createMiddleware>>();
function intl(locales: Locale[]) {
  const key = locales.join();
  const made =
    intlByLocales.get(key) ?? createMiddleware({ ...routing, locales, alternateLinks: false });
  intlByLocales.set(key, made);
  return made;
}

function splitLocale(pathname: string): { locale: Locale | null; rest: string } {
  const [, first = '', ...others] = pathname.split('/');
  const locale = routing.locales.find((l) => l.toLowerCase() === first.toLowerCase()) ?? null;
  return locale ? { locale, rest: `/${others.join('/')}` } : { locale: null, rest: pathname };
}

const hostOf = (request: NextRequest) =>
  request.headers.get('x-forwarded-host') ?? request.nextUrl.host;

function redirect(request: NextRequest, pathname: string, search = request.nextUrl.search) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = search;
  return NextResponse.redirect(url);
}

/**
 * A token in the address logs the visitor in when the platform knows it (a dead or made-up token
 * logs nobody in); the address is cleaned of it either way.
 */
async function loginWithToken(request: NextRequest, token: string) {
  const params = new URLSearchParams(request.nextUrl.search);
  params.delete('token');
  const query = params.toString();
  const response = redirect(request, request.nextUrl.pathname, query ? `?${query}` : '');
  if (/^[\x21-\x7e]{8,1024}$/.test(token)) {
    const member = await callUpstream('loginInfo', {}, { token }).catch(() => null);
    if (member?.envelope.success) {
      const session = await openSession(request, response);
      session.token = token;
      session.account = member.envelope.value.account;
      session.isAgent = member.envelope.value.isAgent;
      await session.save();
    }
  }
  response.headers.set('cache-control', 'no-store');
  return response;
}

// Next drops a rewrite's status, so the system page is fetched from this same server (marked with
// a per-process key so that the inner request renders it) and sent on with its own status.
const RENDER_HEADER = 'x-system-render';
const RENDER_KEY = crypto.randomUUID();
const SELF = process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const DROPPED = ['host', 'connection', 'keep-alive', 'content-length', 'accept-encoding'];

/** Maintenance or region restriction: the system page in place of any page, with its HTTP status. */
async function systemPage(request: NextRequest, locale: Locale, status: SystemStatus) {
  const code = status.status === 1 ? 1 : 2;
  const path = `/${locale}${SYSTEM_PAGES[code]}`;
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (code === 1) headers.set('retry-after', String(retryAfterSeconds(status.maintenance.endTime)));
  const inner = new Headers(request.headers);
  for (const name of DROPPED) inner.delete(name);
  inner.set('x-forwarded-host', hostOf(request));
  inner.set(SITE_STATUS_HEADER, String(code));
  inner.set(RENDER_HEADER, RENDER_KEY);
  try {
    const page = await fetch(SELF + path, {
      headers: inner,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    if (page.ok) {
      headers.set('content-type', page.headers.get('content-type') ?? 'text/html; charset=utf-8');
      return new NextResponse(page.body, { status: code === 1 ? 503 : 403, headers });
    }
  } catch {}
  // The page without its status is still better than the page it stands in for.
  inner.delete(RENDER_HEADER);
  const url = new URL(path, request.url);
  return NextResponse.rewrite(url, { headers, request: { headers: inner } });
}

export default async function proxy(request: NextRequest) {
  if (request.headers.get(RENDER_HEADER) === RENDER_KEY) return NextResponse.next();
  const status = await systemStatusFor(clientIp(request), hostOf(request));
  const offered = offeredLocales(status?.info.brand);
  const { locale, rest } = splitLocale(request.nextUrl.pathname);
  if (locale && !offered.includes(locale)) return redirect(request, rest);
  const code = status?.status ?? 0;
  const token = request.nextUrl.searchParams.get('token');
  if (code === 0 && token !== null) return loginWithToken(request, token);

  const response = intl(offered)(request);
  // next-intl's own redirects (a preferred language, a needless default prefix) come first.
  if (response.headers.has('location')) return response;
  if (status && code !== 0) return systemPage(request, locale ?? DEFAULT_LOCALE, status);
  if (rest === SYSTEM_PAGES[1] || rest === SYSTEM_PAGES[2])
    return redirect(request, localePath(locale ?? DEFAULT_LOCALE, '/'), '');
  if (loginRequired(status) && !OPEN_PATHS.has(rest)) {
    const session = await openSession(request, new Response());
    if (!session.token)
      return redirect(request, localePath(locale ?? DEFAULT_LOCALE, '/login'), '');
  }
  const lobby = LOBBY_PATHS.exec(rest);
  if (lobby && request.nextUrl.search) {
    const url = new URL(
      `/${locale ?? DEFAULT_LOCALE}/lobby-search/${lobby[1]}${request.nextUrl.search}`,
      request.url,
    );
    const rewrite = NextResponse.rewrite(url);
    response.headers
      .getSetCookie()
      .forEach((cookie) => rewrite.headers.append('set-cookie', cookie));
    return rewrite;
  }
  return response;
}

export const config = {
  // Pages only: not the API, Next's assets, the image CDN or files (but the spec's `.html` pages).
  matcher: '/((?!api|_next|_vercel|cdn|sandbox-pay|.*\\.(?!html$)[^/]+$).*)',
};
