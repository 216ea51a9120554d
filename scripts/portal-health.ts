import type { ServerResponse } from 'node:http';

/** Past this, a platform that has not said it is ready counts as not ready (a probe is short). */
export const READY_DEADLINE_MS = 2000;

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/**
 * The portal's probes, answered before Next: `/healthz` (the process answers) and `/readyz` (the
 * platform's own `/readyz` — its database and Redis — answers ready within the deadline), with the
 * reason when not. Answers whether it handled the path.
 */
export function serveHealth(
  pathname: string,
  response: ServerResponse,
  upstreamUrl: string,
  deadlineMs = READY_DEADLINE_MS,
): boolean {
  if (pathname === '/healthz') {
    answer(response, 200, { ok: true });
    return true;
  }
  if (pathname !== '/readyz') return false;
  fetch(`${upstreamUrl}/readyz`, { signal: AbortSignal.timeout(deadlineMs) })
    .then(async (reply) => {
      const platform = (await reply.json().catch(() => null)) as { reasons?: string[] } | null;
      if (reply.ok) return answer(response, 200, { ok: true, platform: 'ok' });
      const reasons = platform?.reasons?.length
        ? platform.reasons.map((r) => `platform: ${r}`)
        : [`platform: answered ${reply.status}`];
      answer(response, 503, { ok: false, platform: 'not ready', reasons });
    })
    .catch((error: Error) => {
      const why =
        error.name === 'TimeoutError' ? `no answer within ${deadlineMs} ms` : error.message;
      answer(response, 503, { ok: false, platform: 'unreachable', reasons: [`platform: ${why}`] });
    });
  return true;
}
