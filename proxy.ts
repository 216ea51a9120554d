import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Pages only: not the API, Next's assets, the image CDN or files with an extension.
  matcher: '/((?!api|_next|_vercel|cdn|.*\\..*).*)',
};
