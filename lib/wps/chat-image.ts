import { isModuleOn } from '../contract/whitelabel';
import { portalConfig } from '../env';
import { openSession } from '../session';
import { enabledModulesNow } from './modules';
import { clientIp, refuse } from './proxy';

const MESSAGE_ID = /^[1-9]\d{0,14}$/;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * A chat image (`/api/chat/image/<message id>`), fetched from the platform with the member's token
 * (the platform serves it only to the member of that conversation) and streamed back. Only png and
 * jpeg pass, never sniffed into anything else, and only this browser may keep it.
 */
export async function forwardChatImage(request: Request, id: string): Promise<Response> {
  if (!MESSAGE_ID.test(id)) return refuse(request, 'NOT_FOUND');
  if (!isModuleOn('CBS3', await enabledModulesNow())) return refuse(request, 'MODULE_DISABLED');
  const session = await openSession(request, new Response());
  if (!session.token) return refuse(request, 'UNAUTHORIZED');
  const config = portalConfig();
  let upstream: Response;
  try {
    upstream = await fetch(`${config.upstreamUrl}/wps/chat/image/${id}`, {
      headers: {
        authorization: `Bearer ${session.token}`,
        'x-forwarded-for': clientIp(request) ?? '',
      },
      signal: AbortSignal.timeout(Math.max(config.upstreamTimeoutMs, 30_000)),
    });
  } catch (error) {
    return refuse(
      request,
      (error as Error).name === 'TimeoutError' ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE',
    );
  }
  const type = upstream.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!upstream.ok || !upstream.body || !IMAGE_TYPES.has(type)) {
    await upstream.body?.cancel();
    if (upstream.status === 401) return refuse(request, 'UNAUTHORIZED');
    return refuse(request, upstream.status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'NOT_FOUND');
  }
  const headers = new Headers({
    'content-type': type,
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'",
  });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(upstream.body, { status: 200, headers });
}
