/**
 * The portal's security headers (next.config.mjs `headers()`), kept in one place for its tests.
 *
 * Why 'unsafe-inline' in script-src: lobbies and content pages are prerendered once and served to
 * everyone (issue 17), and Next writes each page's data as inline scripts that differ per page.
 * A per-request nonce would force every page to render per request, and hashes cannot follow the
 * per-page data; so scripts are limited to our own origin plus those inline ones, and everything a
 * page may not need is shut: plugins, <base>, foreign form targets, foreign framing.
 */
export function contentSecurityPolicy({ dev = false, firebase = false, turnstile = false } = {}) {
  const script = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  if (dev) {
    // React's dev build evaluates code for its debugging aids; hot reload talks over a WebSocket.
    script.push("'unsafe-eval'");
    connect.push('ws:');
  }
  if (firebase) {
    // Phone sign-in: Google's reCAPTCHA script and Firebase's auth APIs.
    script.push(
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://apis.google.com',
    );
    connect.push(
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.google.com',
    );
  }
  if (turnstile) {
    script.push('https://challenges.cloudflare.com');
    connect.push('https://challenges.cloudflare.com');
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    // Game vendors' hosts are brand data that change at run time; the in-house games are ours.
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers every answer gets: pages, API answers, assets and the relayed provider pages. */
export const COMMON_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Games in the frame may go full screen and play sound; nothing asks for these.
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), usb=(), payment=()',
  },
];

/** Only over TLS: the request's own, or X-Forwarded-Proto that the portal server kept from a trusted proxy. */
export const HSTS = {
  key: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
};

export function securityHeaders(env = process.env) {
  const csp = contentSecurityPolicy({
    dev: env.NODE_ENV === 'development',
    firebase: !!env.NEXT_PUBLIC_FIREBASE_API_KEY,
    turnstile: !!env.NEXT_PUBLIC_TURNSTILE_SITE_KEY,
  });
  return [
    { source: '/:path*', headers: COMMON_HEADERS },
    // Pages; the API and the relayed pages (/cdn/launch, /sandbox-pay) carry their own policy.
    {
      source: '/((?!api/|cdn/|sandbox-pay/).*)',
      headers: [{ key: 'Content-Security-Policy', value: csp }],
    },
    {
      source: '/api/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" },
      ],
    },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [HSTS],
    },
  ];
}
