import { connection } from 'next/server';
import { portalConfig } from '@/lib/env';

let body: string | null = null;

/**
 * The bench's yardstick (BENCH_ROUTES=1 only, else 404): a bare route handler answering the
 * whitelabel call's JSON from memory, so that `proxy_vs_handler_ratio` shows what the call table
 * costs on top of Next's own handling of a route.
 */
export async function GET() {
  await connection();
  if (process.env.BENCH_ROUTES !== '1') return new Response(null, { status: 404 });
  body ??= await (await fetch(`${portalConfig().upstreamUrl}/wps/system/whitelabel`)).text();
  return new Response(body, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
