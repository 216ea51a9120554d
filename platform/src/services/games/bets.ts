import { sql, type SQL } from 'drizzle-orm';
import { pickText, type Locale } from '../../../../lib/contract/languages';
import type { BetRecord, BetRecordPage, BetStatus } from '../../../../lib/contract/wallet';
import type { Db } from '../../db/client';

export type BetQuery = {
  from?: string;
  to?: string;
  vendor?: string;
  status?: BetStatus;
  pageNo?: number;
  pageSize?: number;
};

type Row = {
  bet_id: string;
  round_id: string | null;
  vendor: string;
  vendor_name: string;
  game_code: string | null;
  names: Record<string, string> | null;
  stake: string | number;
  win: string | number;
  status: BetStatus;
  bet_time: Date | string;
  settled_time: Date | string | null;
};

/** The vendor code first-party lottery orders are listed under (the seeded LOTT vendor). */
const LOTTERY_VENDOR = 'LOTT';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The betting record from the vendor wallet's calls: each bet (debit) with what its wins
 * (credits) paid, or the refund when it was rolled back (status cancelled, `win` = the refund).
 * Days are UTC calendar days, both ends included (the brand configures no time zone).
 */
export function createBetRecords(db: Db) {
  /** Every bet of the member with its result, as one row each. */
  const bets = (memberId: number) => sql`
    select b.txn_id as bet_id, b.round_id, b.vendor, v.name as vendor_name, b.game_code,
           (select g.names from games g
             where g.vendor = b.vendor and g.game_code = b.game_code limit 1) as names,
           b.amount as stake, b.created_at as bet_time,
           case when b.status = 'rolled_back' then coalesce(r.amount, b.amount)
                else coalesce(c.win, 0) end as win,
           case when b.status = 'rolled_back' then 'cancelled'
                when c.n = 0 then 'pending'
                when c.win > 0 then 'won' else 'lost' end as status,
           case when b.status = 'rolled_back' then r.at else c.at end as settled_time
      from vendor_transactions b
      join vendors v on v.code = b.vendor
      left join lateral (
        select coalesce(sum(x.amount), 0) as win, count(*)::int as n, max(x.created_at) as at
          from vendor_transactions x
         where x.vendor = b.vendor and x.bet_txn_id = b.txn_id and x.kind = 'credit') c on true
      left join lateral (
        select x.amount, x.created_at as at from vendor_transactions x
         where x.vendor = b.vendor and x.bet_txn_id = b.txn_id and x.kind = 'rollback'
         limit 1) r on true
     where b.member_id = ${memberId} and b.kind = 'debit'
    union all
    -- First-party lottery orders: a tie, a void or a cancel shows as cancelled with its refund.
    select o.order_no, o.numero, ${LOTTERY_VENDOR}, coalesce(v.name, ${LOTTERY_VENDOR}), o.game_code,
           g.names, o.stake, o.placed_at,
           o.payout + o.refund,
           case o.status when 'PENDING' then 'pending' when 'WON' then 'won'
                         when 'LOST' then 'lost' else 'cancelled' end,
           o.settled_at
      from lottery_orders o
      join lottery_games g on g.code = o.game_code
      left join vendors v on v.code = ${LOTTERY_VENDOR}
     where o.member_id = ${memberId}`;

  function filters(query: BetQuery): SQL {
    const parts: SQL[] = [sql`true`];
    // A day's bounds are UTC midnights, whatever the database session's TimeZone says.
    if (query.from)
      parts.push(sql`bet_time >= (${query.from}::date)::timestamp at time zone 'UTC'`);
    if (query.to) parts.push(sql`bet_time < (${query.to}::date + 1)::timestamp at time zone 'UTC'`);
    if (query.vendor) parts.push(sql`vendor = ${query.vendor}`);
    if (query.status) parts.push(sql`status = ${query.status}`);
    return sql.join(parts, sql` and `);
  }

  return {
    async list(memberId: number, query: BetQuery, locale: Locale): Promise<BetRecordPage> {
      const pageNo = query.pageNo ?? 1;
      const pageSize = query.pageSize ?? 10;
      const matching = sql`with bet as (${bets(memberId)}) select * from bet where ${filters(query)}`;
      const [page, [totals]] = await Promise.all([
        db.execute(
          sql`${matching} order by bet_time desc, bet_id desc
              limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
        ),
        db
          .execute(
            sql`select count(*)::int as count, coalesce(sum(stake), 0)::bigint as stake,
                       coalesce(sum(win), 0)::bigint as win from (${matching}) m`,
          )
          .then((r) => rowsOf<{ count: number; stake: string; win: string }>(r)),
      ]);
      const list: BetRecord[] = rowsOf<Row>(page).map((row) => ({
        betId: row.bet_id,
        roundId: row.round_id ?? row.bet_id,
        vendor: row.vendor,
        vendorName: row.vendor_name,
        gameCode: row.game_code,
        gameName: row.names ? pickText(row.names, locale) : row.game_code,
        stake: Number(row.stake),
        win: Number(row.win),
        status: row.status,
        betTime: iso(row.bet_time),
        settledTime: row.settled_time ? iso(row.settled_time) : null,
      }));
      const stake = Number(totals?.stake ?? 0);
      const win = Number(totals?.win ?? 0);
      const count = totals?.count ?? 0;
      return {
        list,
        pageNo,
        totalPages: Math.max(1, Math.ceil(count / pageSize)),
        totals: { count, stake, win, net: win - stake },
      };
    },
  };
}

export type BetRecords = ReturnType<typeof createBetRecords>;
