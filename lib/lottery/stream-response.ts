import { failure } from '../contract/envelope';
import { isModuleOn } from '../contract/whitelabel';
import { wps } from '../wps/client';
import { WpsError } from '../wps/errors';
import { enabledModulesNow } from '../wps/modules';
import { createLotteryHub, type LotteryHub, type StreamEvent } from './stream-hub';

const GAME_CODE = /^[A-Z0-9-]{2,16}$/;
/** Proxies close a silent connection; a comment line now and then keeps it open. */
const PING_MS = 15_000;
/**
 * Open streams one portal process holds at most: each is a socket and a listener, so a flood of
 * connections is answered 503 (the page falls back to refreshing) instead of exhausting the process.
 */
export const MAX_STREAMS = 2000;
let open = 0;

// One hub per server process, kept across module reloads (dev) so that pollers never double up.
const holder = globalThis as typeof globalThis & { lotteryHub?: LotteryHub };
const hub = (holder.lotteryHub ??= createLotteryHub({
  read: (gameCode) => wps('lotteryGame', { gameCode }),
  isGone: (error) =>
    error instanceof WpsError && ['GAME_UNAVAILABLE', 'BAD_REQUEST'].includes(error.code),
  now: () => Date.now(),
}));

function frame(event: StreamEvent): string {
  return event.type === 'gone'
    ? 'event: gone\ndata: {}\n\n'
    : `data: ${JSON.stringify(event.live)}\n\n`;
}

/**
 * Server-sent events for one game (`/api/lottery/stream?gameCode=`): its current issue and latest
 * results now, then again whenever they change. Every page watching a game shares one poller.
 */
export async function lotteryStream(request: Request): Promise<Response> {
  const gameCode = new URL(request.url).searchParams.get('gameCode') ?? '';
  if (!GAME_CODE.test(gameCode))
    return Response.json(failure('BAD_REQUEST'), {
      status: 400,
      headers: { 'cache-control': 'no-store' },
    });
  const modules = await enabledModulesNow().catch(() => null);
  if (modules && !isModuleOn('LOTTERY3', modules))
    return Response.json(failure('MODULE_DISABLED'), { status: 403 });
  if (open >= MAX_STREAMS)
    return Response.json(failure('BUSY', { retryAfterSeconds: 10 }), {
      status: 503,
      headers: { 'retry-after': '10', 'cache-control': 'no-store' },
    });
  open += 1;
  const encoder = new TextEncoder();
  let closed = false;
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          finish();
        }
      };
      let unsubscribe = () => {};
      const ping = setInterval(() => write(': ping\n\n'), PING_MS);
      finish = () => {
        if (closed) return;
        closed = true;
        open -= 1;
        clearInterval(ping);
        unsubscribe();
        request.signal.removeEventListener('abort', finish);
        try {
          controller.close();
        } catch {}
      };
      request.signal.addEventListener('abort', finish);
      // A dropped connection comes back after two seconds (EventSource's own reconnect).
      write('retry: 2000\n\n');
      unsubscribe = hub.subscribe(gameCode, (event) => {
        write(frame(event));
        if (event.type === 'gone') finish();
      });
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: compression would hold events back until a buffer fills.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
