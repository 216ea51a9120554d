import { sql } from 'drizzle-orm';
import type { ContractKind, ContractPeriod } from '../../../../lib/contract/agent';
import type { Database, Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { startLockedRunner } from '../wallet/sweep';
import type { LedgerAccounts } from '../wallet/accounts';
import { approveBill, billsOf, closeBill, payOpen } from './bills';
import { createContracts } from './contracts';
import * as links from './links';
import * as reports from './reports';
import { settleWindow } from './settle';
import * as team from './team';
import { lastClosed } from './windows';

/** How long after a window closes its run waits (AGENTS.md: HH:05, 02:05 daily, …). */
const GRACE_MS: Record<ContractPeriod, number> = {
  F: 60_000,
  H: 5 * 60_000,
  D: 125 * 60_000,
  W: 150 * 60_000,
  S: 130 * 60_000,
  M: 180 * 60_000,
};

/** The agent economy (AGENTS.md): tree, links, contracts, settlement, bills and reports. */
export function createAgents(
  db: Db,
  accounts: LedgerAccounts,
  clock: () => Date = () => new Date(),
) {
  const contracts = createContracts(db, clock);

  /**
   * One pass of the jobs: settle every (kind, period) window that has closed (and waited its
   * grace), end contracts past their date, and try again the bills an upline could not pay.
   */
  async function tick(): Promise<{ runs: number; paid: number }> {
    const now = clock();
    await db.execute(sql`update agent_contracts set status = 'EXPIRED'
      where status = 'ACTIVE' and ends_at is not null and ends_at <= ${now.toISOString()}::timestamptz`);
    const kinds = rowsOf<{ kind: ContractKind; period: ContractPeriod }>(
      await db.execute(sql`select distinct kind, period from agent_contracts
        where active_from is not null and (ended_at is null or ended_at > ${new Date(now.getTime() - 40 * 86_400_000).toISOString()}::timestamptz)`),
    );
    let runs = 0;
    for (const { kind, period } of kinds) {
      const window = lastClosed(period, now);
      if (now.getTime() < window.end.getTime() + GRACE_MS[period]) continue;
      const run = await settleWindow(db, kind, period, window.start);
      if (run.created) runs += 1;
    }
    const paid = await payOpen(db, accounts, now);
    return { runs, paid };
  }

  return {
    team,
    links,
    reports,
    contracts,
    tick,
    settle: (kind: ContractKind, period: ContractPeriod, at: Date) =>
      settleWindow(db, kind, period, at),
    pay: (kind?: ContractKind) => payOpen(db, accounts, clock(), kind),
    approve: (billId: number) => approveBill(db, accounts, billId, clock()),
    close: (billId: number) => closeBill(db, billId),
    bills: (memberId: number, q: Parameters<typeof billsOf>[2]) => billsOf(db, memberId, q),
    agentOf: (memberId: number) => team.agentOf(db, memberId),
    clock,
  };
}

export type Agents = ReturnType<typeof createAgents>;

/** The agent jobs' lock: one instance settles at a time (the others keep trying). */
export const AGENT_LOCK = 7304;

/** Runs the agent jobs every `everyMs` on the instance holding their lock. */
export const startAgentRunner = (
  database: Database,
  agents: Agents,
  onError: (error: unknown) => void,
  everyMs = 30_000,
) => startLockedRunner(database, AGENT_LOCK, () => agents.tick(), onError, everyMs);
