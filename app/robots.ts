import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { requestOrigin } from '@/lib/seo';

export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const origin = await requestOrigin();
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: `${origin}/sitemap.xml`,
  };
}
