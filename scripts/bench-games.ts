import { randomInt } from 'node:crypto';
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

/** The 99th percentile of `count` request latencies (ms), `lanes` at a time. */
async function p99(count: number, lanes: number, request: (i: number) => Promise<void>) {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) {
        const i = next++;
        const started = performance.now();
        await request(i);
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length * 0.99)]!.toFixed(2));
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
    const get = (url: string) => fetch(url).then(ok);
    // Steady state, as a running platform serves: the catalogue's copy loaded and the code warm.
    await p99(LIST_REQUESTS / 10, LIST_LANES, (i) => get(listUrl(i)));
    const baselineP99 = await p99(LIST_REQUESTS, LIST_LANES, () =>
      get(`${platform.url}/wps/system/whitelabel`),
    );
    const listP99 = await p99(LIST_REQUESTS, LIST_LANES, (i) => get(listUrl(i)));
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
