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
};

export default withNextIntl(nextConfig);
