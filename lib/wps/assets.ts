import { portalConfig } from '../env';

const SAFE_PATH = /^[\w.\/-]{1,300}$/;

/** Relays a file of the platform's image CDN (the demo brand's CDN is the platform itself). */
export async function relayAsset(segments: string[]): Promise<Response> {
  const path = segments.join('/');
  if (!SAFE_PATH.test(path) || segments.some((s) => s === '..' || s === '.')) {
    return new Response(null, { status: 404 });
  }
  const config = portalConfig();
  try {
    const upstream = await fetch(`${config.upstreamUrl}/cdn/${path}`, {
      signal: AbortSignal.timeout(config.upstreamTimeoutMs),
    });
    if (!upstream.ok) return new Response(null, { status: upstream.status === 404 ? 404 : 502 });
    return new Response(upstream.body, {
      headers: {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': upstream.headers.get('cache-control') ?? 'public, max-age=300',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    return new Response(null, { status: (error as Error).name === 'TimeoutError' ? 504 : 502 });
  }
}
