import { UPLOAD_LIMITS } from '../contract/wallet';
import type { Envelope } from '../contract/envelope';
import { isModuleOn } from '../contract/whitelabel';
import { portalConfig } from '../env';
import { openSession } from '../session';
import { enabledModulesNow } from './modules';
import { clientIp, fromOurOrigin, refuse, reply } from './proxy';

/** Where each upload goes, the module that must be on, and how many images it may carry. */
const TARGETS: Record<string, { path: string; module: string; maxFiles: number }> = {
  'deposit-receipt': {
    path: '/wps/deposit/receipt',
    module: 'WALLET3',
    maxFiles: UPLOAD_LIMITS.maxFiles,
  },
  'withdraw-proof': {
    path: '/wps/withdraw/proof',
    module: 'WALLET3',
    maxFiles: UPLOAD_LIMITS.maxFiles,
  },
  'chat-image': { path: '/wps/chat/image', module: 'CBS3', maxFiles: 1 },
};
/** The images at the limit plus the form's own bytes. */
const maxUploadBytes = (maxFiles: number) => UPLOAD_LIMITS.maxBytes * maxFiles + 64 * 1024;

/**
 * Uploads go to the platform as they came (multipart), with the member's token; the platform
 * checks every file by its bytes. Origin, session and size are checked here first.
 */
export async function forwardUpload(request: Request, kind: string): Promise<Response> {
  const target = Object.hasOwn(TARGETS, kind) ? TARGETS[kind] : undefined;
  if (!target) return refuse(request, 'UNKNOWN_CALL');
  if (!fromOurOrigin(request)) return refuse(request, 'FORBIDDEN_ORIGIN');
  if (!isModuleOn(target.module, await enabledModulesNow()))
    return refuse(request, 'MODULE_DISABLED');
  const session = await openSession(request, new Response());
  if (!session.token) return refuse(request, 'UNAUTHORIZED');
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return refuse(request, 'UNSUPPORTED_MEDIA_TYPE');
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length) || length > maxUploadBytes(target.maxFiles))
    return refuse(request, 'BODY_TOO_LARGE');
  const config = portalConfig();
  try {
    const upstream = await fetch(`${config.upstreamUrl}${target.path}`, {
      method: 'POST',
      headers: {
        'content-type': type,
        authorization: `Bearer ${session.token}`,
        'x-forwarded-for': clientIp(request) ?? '',
      },
      body: await request.arrayBuffer(),
      signal: AbortSignal.timeout(Math.max(config.upstreamTimeoutMs, 30_000)),
    });
    return reply(request, upstream.status, (await upstream.json()) as Envelope<unknown>);
  } catch (error) {
    return refuse(
      request,
      (error as Error).name === 'TimeoutError' ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE',
    );
  }
}
