import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security-headers.mjs';

// Messages are compiled at build time (next-intl's precompile): pages ship the compiled form and a
// small formatter instead of the ICU parser. Code in this bundle reads them through next-intl only
// (t.raw has no raw text to give); the platform, outside it, reads the JSON files as they are.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// Each runner builds into a folder of its own (npm start: .next, e2e: .next-e2e, bench, lighthouse),
// so that building for one never replaces the files a running portal is serving.
const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!/^\.next(-[a-z0-9]+)?$/.test(distDir))
  throw new Error(`NEXT_DIST_DIR: must be .next or .next-<name>, got "${distDir}"`);

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir,
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // Only the platform opens the database; keep its drivers out of the portal's bundles.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Behind a reverse proxy or CDN, compression belongs there (see README).
  compress: process.env.NEXT_COMPRESS !== 'false',
  // Content-Security-Policy and the other security headers; lib/security-headers.mjs says why.
  async headers() {
    return securityHeaders();
  },
  // The home page's other names (spec route table), in every language, and the old register page.
  async redirects() {
    const locale = ':locale(en|zh-CN|id|pt-BR|th|vi|ms)';
    const home = ['index', 'index.html', 'home'].flatMap((alias) => [
      { source: `/${alias}`, destination: '/', permanent: true },
      { source: `/${locale}/${alias}`, destination: '/:locale', permanent: true },
    ]);
    return [...home, { source: '/register.html', destination: '/register', permanent: true }];
  },
};

export default withNextIntl(nextConfig);
