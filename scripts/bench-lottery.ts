import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { platformServices } from '../platform/src/app';
import type { Db } from '../platform/src/db/client';
import { rowsOf } from '../platform/src/services/lottery/games';
import { settleIssue } from '../platform/src/services/lottery/settle';
import { ledgerHealth } from '../platform/src/services/wallet/ledger';
import { callPlatform, createMember, startTestPlatform } from '../platform/src/testing';
import { rate } from './bench-rate';

const LANES = 8;
const BETTORS = 16;
/** A moment when every fast game has an issue on sale; the bench's clock stays there. */
const FROZEN = new Date('2026-11-26T04:00:30.000Z');

/**
 * Orders placed per second through the platform's HTTP API (the call table: token, validation,
 * pricing, limits, one ledger debit each), LANES at a time, one SSC line per order.
 */
async function betRate(seconds: number, databaseUrl: string) {
  const platform = await startTestPlatform({
    clock: () => FROZEN,
    databaseUrl: databaseUrl ?? undefined,
  });
  try {
    const services = platformServices.get(platform.app)!;
    await services.lottery.tick({ ensure: true });
    const game = await callPlatform(platform, 'lotteryGame', { gameCode: 'SSC1' });
    const numero = game.body.value.current.numero as string;
    const tokens: string[] = [];
    for (let i = 0; i < BETTORS; i += 1) {
      const username = `lbench${i}`;
      const row = await createMember(platform, { username, password: 'pass1234' });
      await services.wallet.adjust(row.id, 1e10, 'bench funds', 'bench', `lbench-${i}`);
      const login = await callPlatform(
        platform,
        'login',
        { username, password: 'pass1234', type: 'username' },
        { ip: `10.44.0.${i + 1}` },
      );
      tokens.push(login.body.value.token as string);
    }
    // The ceiling: the cheapest signed-in call of the same API (token check, no work).
    const call = await rate(seconds, LANES, async (lane, done) => {
      const info = await callPlatform(
        platform,
        'loginInfo',
        {},
        {
          token: tokens[(lane + done) % BETTORS],
          ip: `10.44.1.${lane + 1}`,
        },
      );
      if (info.status !== 200) throw new Error(`call refused: ${JSON.stringify(info.body)}`);
    });
    const bet = await rate(seconds, LANES, async (lane, done) => {
      const placed = await callPlatform(
        platform,
        'lotteryBet',
        {
          gameCode: 'SSC1',
          numero,
          requestKey: randomBytes(12).toString('hex'),
          lines: [
            {
              playCode: 'SSC_POSITION',
              content: `-|-|-|-|${randomInt(10)}`,
              unitMode: 'fen',
              multiple: 1,
            },
          ],
        },
        { token: tokens[(lane + done) % BETTORS], ip: `10.44.1.${lane + 1}` },
      );
      if (placed.status !== 200) throw new Error(`bet refused: ${JSON.stringify(placed.body)}`);
    });
    console.log(
      `lottery on ${platform.database.driver}: ${bet} orders/s through the HTTP API (a bare signed-in call: ${call}/s)`,
    );
    return { bet, call };
  } finally {
    await platform.close();
  }
}

/**
 * One SSC draw with `orders` pending orders (1,000 members, one 定位胆 line each, inserted in bulk),
 * settled by the platform's set-based settlement: seconds from drawn to settled.
 */
async function settleSeconds(orders: number, databaseUrl: string): Promise<number> {
  const platform = await startTestPlatform({ clock: () => FROZEN, databaseUrl });
  try {
    const services = platformServices.get(platform.app)!;
    const db: Db = platform.database.db;
    await services.lottery.tick({ ensure: true });
    await db.execute(sql`insert into members (username, password_hash)
      select 'settle' || g, 'x' from generate_series(1, 1000) g`);
    await db.execute(sql`insert into ledger_accounts (member_id, code, currency)
      select id, 'MAIN', 'MYR' from members where username like 'settle%'`);
    const [issue] = rowsOf<{ id: string; numero: string }>(
      await db.execute(sql`select id, numero from lottery_issues where game_code = 'SSC1'
        and close_at > ${FROZEN.toISOString()}::timestamptz order by draw_at limit 1`),
    );
    await db.execute(sql`
      insert into lottery_orders (order_no, member_id, issue_id, game_code, numero, play_code, content,
        unit_mode, unit_minor, multiple, combos, stake, prize_mode, series, prize_group)
      select 'LTBENCH' || lpad(g::text, 9, '0'), m.id, ${issue!.id}, 'SSC1', ${issue!.numero},
             'SSC_POSITION', '-|-|-|-|' || (g % 10), 'yuan', 200, 1, 1, 200, 'LOTT', 1950, 1956
        from generate_series(1, ${orders}) g
        join (select id, row_number() over (order by id) - 1 as n from members
               where username like 'settle%') m on m.n = g % 1000`);
    await db.execute(sql`update lottery_issues set status = 'DRAWN', result = '[1,2,3,4,5]'::jsonb
      where id = ${issue!.id}`);
    await services.wallet.accounts.system('HOUSE');
    await services.wallet.accounts.system('DEMO');
    const began = Date.now();
    const settled = await settleIssue(
      db,
      services.lottery.games,
      () => FROZEN,
      Number(issue!.id),
      services.lottery.orders.refundOpen,
      { readAhead: platform.database.driver === 'postgres' },
    );
    const elapsed = (Date.now() - began) / 1000;
    if (settled !== orders) throw new Error(`settled ${settled} of ${orders}`);
    const health = await ledgerHealth(db);
    if (health.mismatched || health.unbalanced || health.total)
      throw new Error(`ledger invariants broken: ${JSON.stringify(health)}`);
    console.log(
      `lottery settlement on ${platform.database.driver}: ${orders} orders in ${elapsed} s`,
    );
    return Number(elapsed.toFixed(1));
  } finally {
    await platform.close();
  }
}

/**
 * `lottery_bet_tps` per driver and its ratio to the same run's `ledger_tps` (goal ≥ 0.7), and on
 * PostgreSQL `lottery_settle_1m_s`: one draw with 1,000,000 orders (goal ≤ 30 s;
 * LOTTERY_SETTLE_ORDERS changes the count).
 */
export async function benchLottery(seconds: number, ledgerTps: Record<string, number>) {
  const runs = { pglite: await betRate(seconds, '') } as Record<
    string,
    { bet: number; call: number }
  >;
  const url = process.env.DATABASE_URL;
  if (url) runs.postgres = await betRate(seconds, url);
  const per = (pick: (run: { bet: number; call: number }, driver: string) => number | null) =>
    Object.fromEntries(Object.entries(runs).map(([driver, run]) => [driver, pick(run, driver)]));
  const ratio = (a: number, b: number | undefined) => (b ? Number((a / b).toFixed(3)) : null);
  const orders = Number(process.env.LOTTERY_SETTLE_ORDERS || 1_000_000);
  return {
    lottery_bet_tps: per((run) => run.bet),
    lottery_bet_ratio: per((run, driver) => ratio(run.bet, ledgerTps[driver])),
    // What the API itself allows: a signed-in call that does nothing, and bets against it.
    lottery_call_tps: per((run) => run.call),
    lottery_call_ratio: per((run, driver) => ratio(run.call, ledgerTps[driver])),
    lottery_bet_vs_call_ratio: per((run) => ratio(run.bet, run.call)),
    ...(url ? { lottery_settle_1m_s: await settleSeconds(orders, url) } : {}),
  };
}

if (process.argv[1]?.endsWith('bench-lottery.ts')) {
  const seconds = Number(process.env.BENCH_SECONDS || 10);
  benchLottery(seconds, {}).then(
    (figures) => console.log(JSON.stringify(figures)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
