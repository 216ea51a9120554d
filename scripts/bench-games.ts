import { randomInt } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import * as t from '../platform/src/db/schema';
import { rate } from './bench-rate';
import { platformServices } from '../platform/src/app';
import { vendorSignature } from '../platform/src/http/vendor-api';
import { ledgerHealth } from '../platform/src/services/wallet/ledger';
import { createMember, issueVendorSecret, startTestPlatform } from '../platform/src/testing';

const PLAYERS = 50;
const CATALOGUE = 10_000;
const LIST_REQUESTS = 2_000;
const LIST_LANES = 8;

/**
 * The load's client, on a thread of its own. The platform runs in this process; a client in the
 * same heap would have its fetch objects (kept until a full collection) promoted and copied in the
 * platform's own collection pauses, which no client on another machine costs it. For each job
 * (`urls`, `lanes`) it GETs the URLs, `lanes` at a time, checks each answer for success, and posts
 * the 99th percentile latency (ms).
 */
const CLIENT = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ urls, lanes }) => {
  const times = [];
  let next = 0;
  async function lane() {
    while (next < urls.length) {
      const url = urls[next++];
      const started = performance.now();
      const answer = await (await fetch(url)).json();
      times.push(performance.now() - started);
      if (!answer.success) throw new Error('refused: ' + answer.code);
    }
  }
  await Promise.all(Array.from({ length: lanes }, lane));
  times.sort((a, b) => a - b);
  parentPort.postMessage(Number(times[Math.floor(times.length * 0.99)].toFixed(2)));
});
`;

/** A client thread (above) and its job: the p99 latency (ms) of GETs of `urls`, `lanes` at a time. */
function loadClient() {
  const worker = new Worker(CLIENT, { eval: true });
  let failed: Error | null = null;
  worker.on('error', (error) => (failed = error));
  worker.on('exit', (code) => (failed ??= new Error(`the load's client stopped (${code})`)));
  return {
    p99: (urls: string[], lanes: number) =>
      new Promise<number>((resolve, reject) => {
        if (failed) return reject(failed);
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', () => reject(failed));
        worker.postMessage({ urls, lanes });
      }),
    close: () => worker.terminate(),
  };
}

async function ok(response: Response) {
  const answer = (await response.json()) as { success: boolean; code?: string };
  if (!answer.success) throw new Error(`refused: ${answer.code}`);
}

/** The figures below on one database ('' for PGlite). */
async function gamesOn(seconds: number, databaseUrl: string) {
  const platform = await startTestPlatform({ listen: true, databaseUrl });
  try {
    const { db } = platform.database;
    const services = platformServices.get(platform.app)!;
    const secret = await issueVendorSecret(platform);
    const players: string[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const member = await createMember(platform, { username: `benchp${i}`, password: 'x1234567' });
      await services.wallet.adjust(member.id, 1e10, 'bench', 'bench', `bench-fund-${i}`);
      await services.wallet.move(member.id, 'MAIN', 'SPB', 1e10, `bench-spb-${i}`);
      // The vendor bets only for players in a game session with it: each one opens a game.
      await services.vendorWallet.issueLaunch(member.id, 'SPB', 1);
      players.push(`p${member.id}`);
    }
    const vendor = (action: string, body: object) => {
      const text = JSON.stringify(body);
      const timestamp = String(Date.now());
      return fetch(`${platform.url}/vendor/SPB/${action}`, {
        method: 'POST',
        body: text,
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': vendorSignature(secret, timestamp, text),
        },
      }).then(ok);
    };
    const balanceRate = await rate(seconds, PLAYERS, (lane) =>
      vendor('balance', { playerId: players[lane]! }),
    );
    const debitRate = await rate(seconds, PLAYERS, (lane, i) =>
      vendor('debit', {
        playerId: players[lane]!,
        txnId: `bench-${i}`,
        roundId: `r-${i}`,
        amount: 1 + randomInt(100),
      }),
    );
    const health = await ledgerHealth(db);
    if (health.mismatched || health.negative || health.unbalanced || health.total)
      throw new Error(`ledger invariants broken: ${JSON.stringify(health)}`);

    // In chunks: one statement may carry at most 65,535 parameters.
    for (let from = 0; from < CATALOGUE; from += 1000)
      await db.insert(t.games).values(
        Array.from({ length: 1000 }, (_, k) => {
          const i = from + k;
          return {
            vendor: 'NOVA',
            category: 'RNG',
            gameCode: `bench-${i}`,
            names: { en: `Bench Game ${i}`, ms: `Permainan ${i}` },
            minBet: 10 * (1 + (i % 4)),
            lines: [9, 20, 25, 243][i % 4]!,
            sort: i,
          };
        }),
      );
    const listUrl = (i: number) => {
      const query = new URLSearchParams({ gameType: 'RNG', pageNo: String(1 + (i % 200)) });
      if (i % 3 === 0) query.set('gameName', `game ${i % 97}`);
      if (i % 5 === 0) query.set('vassalage', 'NOVA');
      if (i % 7 === 0) query.set('minLineNum', '25');
      return `${platform.url}/wps/game/list?${query}`;
    };
    const urls = (count: number, url: (i: number) => string) =>
      Array.from({ length: count }, (_, i) => url(i));
    const whitelabel = () => `${platform.url}/wps/system/whitelabel`;
    const client = loadClient();
    let baselineP99: number, listP99: number;
    try {
      // Steady state, as a running platform serves: the catalogue's copy loaded, the code warm.
      await client.p99(urls(LIST_REQUESTS / 10, listUrl), LIST_LANES);
      await client.p99(urls(LIST_REQUESTS / 10, whitelabel), LIST_LANES);
      baselineP99 = await client.p99(urls(LIST_REQUESTS, whitelabel), LIST_LANES);
      listP99 = await client.p99(urls(LIST_REQUESTS, listUrl), LIST_LANES);
    } finally {
      await client.close();
    }
    console.log(
      `games on ${platform.database.driver}: vendor debits ${debitRate}/s (balance reads ${balanceRate}/s), game list p99 ${listP99} ms over ${CATALOGUE}+ games (whitelabel p99 ${baselineP99} ms)`,
    );
    return {
      driver: platform.database.driver,
      vendor_debit_tps: debitRate,
      vendor_balance_tps: balanceRate,
      vendor_debit_ratio: Number((debitRate / balanceRate).toFixed(3)),
      game_list_p99_ms: listP99,
      whitelabel_p99_ms: baselineP99,
      game_list_p99_ratio: Number((listP99 / baselineP99).toFixed(3)),
    };
  } finally {
    await platform.close();
  }
}

/**
 * Vendor debits per second through the signed HTTP vendor API from 50 players at once (against
 * signed balance reads, the same API's cheapest call, as the baseline), and the p99 latency of
 * the game list call over a 10,000-game catalogue (against the whitelabel call's p99), on PGlite
 * always and on PostgreSQL too when DATABASE_URL is set: each figure is keyed by driver, as the
 * ledger's are.
 */
export async function benchGames(seconds: number) {
  const runs = [await gamesOn(seconds, '')];
  if (process.env.DATABASE_URL) runs.push(await gamesOn(seconds, process.env.DATABASE_URL));
  const keys = Object.keys(runs[0]!).filter((key) => key !== 'driver') as Exclude<
    keyof (typeof runs)[number],
    'driver'
  >[];
  return Object.fromEntries(
    keys.map((key) => [key, Object.fromEntries(runs.map((run) => [run.driver, run[key]]))]),
  );
}
