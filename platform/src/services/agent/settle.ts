import { sql } from 'drizzle-orm';
import type { ContractKind, ContractPeriod } from '../../../../lib/contract/agent';
import type { Db } from '../../db/client';
import { rowsOf, pgArray } from '../../db/rows';
import { ACTIVE_MIN_TURNOVER } from './stats';
import { computeBills, type ContractTerms, type MemberWindow } from './calc';
import { bySlots, daysOf, merchantDay, previous, windowOf, type Window } from './windows';

type ContractRow = {
  id: number;
  kind: ContractKind;
  upline_id: number | null;
  downline_id: number;
  mode: ContractTerms['mode'];
  carry: ContractTerms['carry'];
  check_loss: boolean;
  tiers: ContractTerms['tiers'];
};

/** Members' turnover and P&L in a window (the stats tables, never raw bets), with their lines. */
async function memberWindows(tx: Db, w: Window): Promise<MemberWindow[]> {
  const range = bySlots(w.period)
    ? sql`from member_5min_stats s where s.slot >= ${w.start.toISOString()}::timestamptz
            and s.slot < ${w.end.toISOString()}::timestamptz`
    : sql`from member_daily_stats s where s.day >= ${daysOf(w)[0]}::date
            and s.day <= ${daysOf(w).at(-1)}::date`;
  return rowsOf<{ member_id: number; path: string; bet: string; pnl: string }>(
    await tx.execute(sql`
      with w as (
        select s.member_id, sum(s.valid_turnover) as bet,
               sum(s.payout + s.rebate + s.agent_rebate + s.promotions - s.valid_turnover) as pnl
        ${range} group by s.member_id
      )
      select w.member_id, m.path::text as path, w.bet, w.pnl from w join members m on m.id = w.member_id`),
  ).map((r) => ({
    id: Number(r.member_id),
    line: r.path.split('.').map(Number),
    bet: Number(r.bet),
    pnl: Number(r.pnl),
  }));
}

/** Team P&L of each holder in a window (carry-over reads the previous one). */
async function teamPnl(tx: Db, w: Window, holders: number[]): Promise<Map<number, number>> {
  const sums = new Map(holders.map((h) => [h, 0]));
  for (const m of await memberWindows(tx, w))
    for (const id of m.line) if (sums.has(id)) sums.set(id, sums.get(id)! + m.pnl);
  return sums;
}

async function carryIns(tx: Db, w: Window, contracts: ContractRow[]): Promise<Map<number, number>> {
  const carry = new Map<number, number>();
  const profit = (pnl: number | undefined) => Math.max(0, pnl ?? 0);
  const previousWindow = previous(w);
  const needsPrevious = contracts.filter(
    (c) =>
      c.carry === 'PREVIOUS' || (c.carry === 'SECOND_HALF' && merchantDay(w.start).endsWith('-16')),
  );
  if (needsPrevious.length > 0) {
    const pnl = await teamPnl(
      tx,
      previousWindow,
      needsPrevious.map((c) => Number(c.downline_id)),
    );
    for (const c of needsPrevious) carry.set(Number(c.id), profit(pnl.get(Number(c.downline_id))));
  }
  const permanent = contracts.filter((c) => c.carry === 'PERMANENT').map((c) => Number(c.id));
  if (permanent.length > 0) {
    const rows = rowsOf<{ contract_id: number; carry_out: string }>(
      await tx.execute(sql`select distinct on (contract_id) contract_id, carry_out from agent_bills
        where contract_id = any(${pgArray(permanent)}::int[])
          and window_start < ${w.start.toISOString()}::timestamptz
        order by contract_id, window_start desc`),
    );
    for (const r of rows) carry.set(Number(r.contract_id), Number(r.carry_out));
  }
  return carry;
}

export type RunResult = { runId: number; created: boolean; bills: number };

/**
 * Settles one kind's window (AGENTS.md, windows and idempotency): one run per (kind, period,
 * window), under a transaction lock so two instances never settle at once; a rerun finds the run
 * and writes nothing. Bills use the contracts in force for the whole window and the tree as it is
 * now. Platform-paid bills wait for an operator (UNAPPROVE); upline-paid ones are collectable.
 */
export async function settleWindow(
  db: Db,
  kind: ContractKind,
  period: ContractPeriod,
  at: Date,
): Promise<RunResult> {
  const w = windowOf(period, at);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('agent:settle'))`);
    const [run] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into agent_settlement_runs (kind, period, window_start, window_end)
        values (${kind}, ${period}, ${w.start.toISOString()}::timestamptz, ${w.end.toISOString()}::timestamptz)
        on conflict (kind, period, window_start) do nothing returning id`),
    );
    if (!run) {
      const [old] = rowsOf<{ id: number; bills: number }>(
        await tx.execute(sql`select id, bills from agent_settlement_runs where kind = ${kind}
          and period = ${period} and window_start = ${w.start.toISOString()}::timestamptz`),
      );
      return { runId: Number(old!.id), created: false, bills: Number(old!.bills) };
    }
    const contracts = rowsOf<ContractRow>(
      await tx.execute(sql`select id, kind, upline_id, downline_id, mode, carry, check_loss, tiers
        from agent_contracts
        where kind = ${kind} and period = ${period} and active_from is not null
          and active_from <= ${w.start.toISOString()}::timestamptz
          and (ended_at is null or ended_at >= ${w.end.toISOString()}::timestamptz)
          and status in ('ACTIVE', 'TERMINATED', 'EXPIRED')`),
    );
    if (contracts.length === 0) return { runId: Number(run.id), created: true, bills: 0 };
    const carry =
      kind === 'DIVIDEND' ? await carryIns(tx, w, contracts) : new Map<number, number>();
    const terms: ContractTerms[] = contracts.map((c) => ({
      id: Number(c.id),
      kind,
      holderId: Number(c.downline_id),
      uplineId: c.upline_id === null ? null : Number(c.upline_id),
      mode: c.mode,
      carry: c.carry,
      checkLoss: c.check_loss,
      tiers: c.tiers,
      carryIn: carry.get(Number(c.id)) ?? 0,
    }));
    const bills = computeBills(terms, await memberWindows(tx, w), ACTIVE_MIN_TURNOVER);
    await tx.execute(sql`
      insert into agent_bills (run_id, contract_id, member_id, payer_id, kind, window_start, window_end,
        team_bet, team_pnl, active, rate_bp, gross, downline_total, net, due, carry_in, carry_out, status)
      select ${run.id}, contract_id, holder_id, payer_id, ${kind}, ${w.start.toISOString()}::timestamptz,
        ${w.end.toISOString()}::timestamptz, team_bet, team_pnl, active, rate_bp, gross,
        downline_total, net, gross, carry_in, carry_out,
        case when gross = 0 then 'NOT_REACHED' when payer_id is null then 'UNAPPROVE' else 'UNCOLLECT' end
      from json_to_recordset(${JSON.stringify(
        bills.map((b) => ({
          contract_id: b.contractId,
          holder_id: b.holderId,
          payer_id: b.payerId,
          team_bet: b.teamBet,
          team_pnl: b.teamPnl,
          active: b.active,
          rate_bp: b.rateBp,
          gross: b.gross,
          downline_total: b.downlineTotal,
          net: b.net,
          carry_in: b.carryIn,
          carry_out: b.carryOut,
        })),
      )}::json) as r(contract_id int, holder_id int, payer_id int, team_bet bigint, team_pnl bigint,
        active int, rate_bp numeric, gross bigint, downline_total bigint, net bigint,
        carry_in bigint, carry_out bigint)
      on conflict (contract_id, window_start) do nothing`);
    await tx.execute(
      sql`update agent_settlement_runs set bills = ${bills.length} where id = ${run.id}`,
    );
    return { runId: Number(run.id), created: true, bills: bills.length };
  });
}
