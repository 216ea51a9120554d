import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // Only the platform opens the database; keep its drivers out of the portal's bundles.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Behind a reverse proxy or CDN, compression belongs there (see README).
  compress: process.env.NEXT_COMPRESS !== 'false',
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
