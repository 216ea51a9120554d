import { portalConfig } from '../env';

const SAFE_SEGMENT = /^[\w-]{1,40}$/;

/**
 * Relays the sandbox provider's pages: GET the payment page, POST its Pay and Cancel forms. The
 * provider answers with HTML or a redirect back to the portal, passed through unchanged.
 */
export async function relayProvider(request: Request, segments: string[]): Promise<Response> {
  if (segments.length > 2 || !segments.every((s) => SAFE_SEGMENT.test(s)))
    return new Response(null, { status: 404 });
  const config = portalConfig();
  const url = new URL(request.url);
  const body = request.method === 'POST' ? await request.text() : undefined;
  if (body && body.length > 4096) return new Response(null, { status: 413 });
  try {
    const upstream = await fetch(
      `${config.upstreamUrl}/sandbox-pay/${segments.join('/')}${url.search}`,
      {
        method: request.method,
        body,
        headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
        redirect: 'manual',
        signal: AbortSignal.timeout(config.upstreamTimeoutMs),
      },
    );
    const headers = new Headers({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    for (const name of ['content-type', 'location', 'content-security-policy']) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(upstream.status === 404 ? null : upstream.body, {
      status: upstream.status,
      headers,
    });
  } catch (error) {
    return new Response(null, { status: (error as Error).name === 'TimeoutError' ? 504 : 502 });
  }
}
