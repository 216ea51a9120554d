import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { benchAgents } from './bench-agents';
import { benchChat } from './bench-chat';
import { benchGames } from './bench-games';
import { benchLedger } from './bench-ledger';
import { benchLottery } from './bench-lottery';
import { DIST_DIRS } from './dist-dirs';

/**
 * npm run bench: starts platform and portal (as npm start does, on bench ports and data), then
 * measures the call-table proxy against the platform directly in the same run. The last line is
 * one JSON object of figures; later issues add theirs to it.
 */
const PORT = Number(process.env.BENCH_PORT || 3200);
const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT || 4200);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
/**
 * BENCH_ONLY=web,ledger,games,lottery,chat,agents measures only the parts named (lottery needs
 * ledger, whose rate it is compared with); all of them by default.
 */
const PARTS = ['web', 'ledger', 'games', 'lottery', 'chat', 'agents'] as const;
const ONLY = new Set(
  (process.env.BENCH_ONLY || PARTS.join(','))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);
for (const part of ONLY) {
  if (!PARTS.includes(part as (typeof PARTS)[number]))
    throw new Error(`BENCH_ONLY: "${part}" is not one of ${PARTS.join(', ')}`);
}
if (ONLY.has('lottery')) ONLY.add('ledger');
/** The bench builds apart from npm start, so that a running portal keeps its files. */
const DIST_DIR = DIST_DIRS.bench;

async function measure(title: string, url: string): Promise<number> {
  // A short warm-up so that caches and JIT are in the same state for both sides.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  const rps = Math.round(result.requests.average);
  console.log(
    `${title.padEnd(34)} ${String(rps).padStart(7)} req/s   p99 ${result.latency.p99} ms`,
  );
  return rps;
}

/** First Load JS of a route, gzipped, from the build's diagnostics (Next 16 no longer prints it). */
function firstLoadKb(route: string): number {
  const stats = JSON.parse(
    readFileSync(`${DIST_DIR}/diagnostics/route-bundle-stats.json`, 'utf8'),
  ) as {
    route: string;
    firstLoadChunkPaths: string[];
  }[];
  const entry = stats.find((s) => s.route === route);
  if (!entry) throw new Error(`no bundle stats for ${route}`);
  const bytes = entry.firstLoadChunkPaths.reduce(
    (sum, chunk) => sum + gzipSync(readFileSync(path.resolve(chunk))).length,
    0,
  );
  return Math.round(bytes / 102.4) / 10;
}

async function main() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PLATFORM_PORT: String(PLATFORM_PORT),
      DATA_DIR: '.data/bench',
      NEXT_DIST_DIR: DIST_DIR,
      LOG_LEVEL: 'warn',
      WPS_UPSTREAM_URL: '',
      BENCH_ROUTES: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Stopped from outside (kill, Ctrl-C): the portal and platform go with it, not left running.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      server.kill('SIGTERM');
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  const ready = new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Portal ready')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`start exited with ${code}`)));
  });
  try {
    await ready;
    const ratio = (a: number, b: number) => Number((a / b).toFixed(3));
    let figures: Record<string, unknown> = {};
    if (ONLY.has('web')) {
      console.log(
        `call-table proxy: GET whitelabel, ${CONNECTIONS} connections, ${SECONDS} s each`,
      );
      const direct = await measure(
        'direct to the platform',
        `http://127.0.0.1:${PLATFORM_PORT}/wps/system/whitelabel`,
      );
      const proxy = await measure(
        'through the portal route handler',
        `http://127.0.0.1:${PORT}/api/wps/whitelabel`,
      );
      const handler = await measure(
        'bare route handler, same JSON',
        `http://127.0.0.1:${PORT}/api/bench/whitelabel`,
      );
      console.log('server-rendered lobby against a static page of the same portal');
      const staticRps = await measure(
        'static page (/en/helpmc)',
        `http://127.0.0.1:${PORT}/en/helpmc`,
      );
      const lobby = await measure('cached lobby (/rng)', `http://127.0.0.1:${PORT}/rng`);
      figures = {
        proxy_rps: proxy,
        direct_rps: direct,
        proxy_ratio: ratio(proxy, direct),
        handler_rps: handler,
        proxy_vs_handler_ratio: ratio(proxy, handler),
        lobby_rps: lobby,
        static_rps: staticRps,
        lobby_ratio: ratio(lobby, staticRps),
        first_load_js_kb: { '/': firstLoadKb('/[locale]'), '/rng': firstLoadKb('/[locale]/rng') },
      };
    }
    const ledger = ONLY.has('ledger') ? await benchLedger(SECONDS) : null;
    figures = {
      ...figures,
      ...ledger,
      ...(ONLY.has('games') && (await benchGames(SECONDS))),
      ...(ledger && ONLY.has('lottery') && (await benchLottery(SECONDS, ledger.ledger_tps))),
      ...(ONLY.has('chat') && (await benchChat(SECONDS))),
      ...(ONLY.has('agents') && (await benchAgents())),
    };
    console.log(JSON.stringify(figures));
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
