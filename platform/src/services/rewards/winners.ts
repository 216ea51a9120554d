import { sql } from 'drizzle-orm';
import { pickText, type Locale } from '../../../../lib/contract/languages';
import { TRIAL_ACCOUNT } from '../../../../lib/contract/member';
import {
  WINNERS_KEPT,
  WINNERS_PAGE_SIZE,
  type WinnerEntry,
} from '../../../../lib/contract/winners';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { cached } from '../ttl-cache';

/**
 * A big win: a payout of at least `minPrize` minor units of the brand's currency (200.00 in the
 * demo's MYR) that is also at least `minMultiple` times its stake, so that a large stake paid back
 * near even money is not one. Lottery settlement writes its big wins to lottery_big_wins by this
 * rule; the partial index vendor_transactions_big_wins (schema.ts) repeats `minPrize`: change them
 * together.
 */
export const BIG_WIN = { minPrize: 20_000, minMultiple: 10 } as const;

/** The board trails settlement by at most this long: one query per interval, whatever the traffic. */
const FRESH_MS = 5_000;

/**
 * An account as the board shows it: three stars in place of the middle, whatever its length, and
 * at most half of it shown (nothing of one or two characters).
 */
export function maskAccount(account: string): string {
  const chars = Array.from(account);
  const n = chars.length;
  const [head, tail] = n >= 8 ? [2, 2] : n >= 5 ? [1, 1] : n >= 3 ? [1, 0] : [0, 0];
  return `${chars.slice(0, head).join('')}***${chars.slice(n - tail).join('')}`;
}

type Row = {
  source: 'L' | 'V';
  ref: string | number;
  username: string;
  names: Record<string, string> | null;
  fallback: string;
  prize: string | number;
  at: Date | string;
};

// Literals rather than parameters: a partial index on the same predicate can then serve the query.
const MIN_PRIZE = sql.raw(String(BIG_WIN.minPrize));
const MIN_MULTIPLE = sql.raw(String(BIG_WIN.minMultiple));
const KEPT = sql.raw(String(WINNERS_KEPT));

/**
 * The newest big wins of real members: settled lottery orders (not trial play) and vendor games'
 * win calls (in-house games included) against their bets. Free-play accounts never show.
 */
const newestBigWins = sql`
  (select 'L' as source, o.id as ref, m.username, g.names, o.game_code as fallback,
          o.payout as prize, w.settled_at as at
     from lottery_big_wins w
     join lottery_orders o on o.id = w.order_id
     join members m on m.id = o.member_id
     join lottery_games g on g.code = o.game_code
    where m.is_agent <> ${sql.raw(String(TRIAL_ACCOUNT))}
    order by w.settled_at desc, w.order_id desc
    limit ${KEPT})
  union all
  (select 'V', c.id, m.username,
          (select g.names from games g where g.vendor = b.vendor and g.game_code = b.game_code
            order by g.node_id limit 1),
          v.name, c.amount, c.created_at
     from vendor_transactions c
     join vendor_transactions b on b.vendor = c.vendor and b.txn_id = c.bet_txn_id
     join members m on m.id = c.member_id
     join vendors v on v.code = c.vendor
    where c.kind = 'credit' and c.status = 'done' and b.kind = 'debit'
      and c.amount >= ${MIN_PRIZE} and c.amount >= ${MIN_MULTIPLE} * b.amount
      and m.is_agent <> ${sql.raw(String(TRIAL_ACCOUNT))}
    order by c.created_at desc, c.id desc
    limit ${KEPT})
  order by at desc, source, ref desc
  limit ${KEPT}`;

/** The winners board (spec: "winner board" call), a few seconds behind settlement. */
export function createWinners(db: Db) {
  const newest = cached(FRESH_MS, async () => rowsOf<Row>(await db.execute(newestBigWins)));

  return {
    async board(
      locale: Locale,
      page: { pageNo?: number; pageSize?: number } = {},
    ): Promise<WinnerEntry[]> {
      const pageSize = page.pageSize ?? WINNERS_PAGE_SIZE;
      const from = ((page.pageNo ?? 1) - 1) * pageSize;
      return (await newest.get()).slice(from, from + pageSize).map((row) => ({
        id: `${row.source}${row.ref}`,
        player: maskAccount(row.username),
        gameName: row.names ? pickText(row.names, locale) : row.fallback,
        prize: Number(row.prize),
        at: new Date(row.at).toISOString(),
      }));
    },
    /** Forgets the cached list (tests, after settling a win). */
    refresh: () => newest.clear(),
  };
}

export type Winners = ReturnType<typeof createWinners>;
