import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { hashing } from './accounts/hashing-queue';
import type { TransferKind, TransferResult } from './wallet/ledger';

/**
 * The platform's Prometheus metrics, one registry per process (served by http/metrics.ts). Services
 * count what they do here; the HTTP layer counts calls.
 */
export const platformMetrics = new Registry();
collectDefaultMetrics({ register: platformMetrics, prefix: 'platform_' });

const registers = [platformMetrics];

export const callCount = new Counter({
  name: 'platform_calls_total',
  help: 'Calls of the call table answered, by call and status class',
  labelNames: ['call', 'status'] as const,
  registers,
});

export const callSeconds = new Histogram({
  name: 'platform_call_duration_seconds',
  help: 'Time to answer a call of the call table, by call and status class',
  labelNames: ['call', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

export const callErrors = new Counter({
  name: 'platform_call_errors_total',
  help: 'Calls answered with an error, by call and error code',
  labelNames: ['call', 'code'] as const,
  registers,
});

const transfers = new Counter({
  name: 'platform_ledger_transfers_total',
  help: 'Ledger transfers written, by kind (a caller transaction rolled back later is not subtracted)',
  labelNames: ['kind'] as const,
  registers,
});

export const lotteryIssues = new Counter({
  name: 'platform_lottery_issues_total',
  help: "Lottery issues the scheduler created, drew, settled or voided (this instance's ticks)",
  labelNames: ['event'] as const,
  registers,
});

new Gauge({
  name: 'platform_password_hashing',
  help: 'Password hashes running, and waiting per lane',
  labelNames: ['state'] as const,
  registers,
  collect() {
    for (const [state, count] of Object.entries(hashing.load)) this.set({ state }, count);
  },
});

/** node-postgres' pool counters (PGlite has no pool). */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };
const pools = new Set<PoolCounts>();

new Gauge({
  name: 'platform_db_pool_connections',
  help: 'PostgreSQL pool connections: total, idle, and callers waiting for one',
  labelNames: ['state'] as const,
  registers,
  collect() {
    const sum = (pick: (pool: PoolCounts) => number) =>
      [...pools].reduce((total, pool) => total + pick(pool), 0);
    this.set(
      { state: 'total' },
      sum((p) => p.totalCount),
    );
    this.set(
      { state: 'idle' },
      sum((p) => p.idleCount),
    );
    this.set(
      { state: 'waiting' },
      sum((p) => p.waitingCount),
    );
  },
});

/** Reports a pool's usage until the returned function is called. */
export function watchPool(pool: PoolCounts): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

const transferBatches = new Histogram({
  name: 'platform_ledger_batch_size',
  help: 'Transfers per group-commit batch of the ledger queue',
  buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256, 500],
  registers,
});

/** One group-commit batch of `size` transfers started. */
export function observeTransferBatch(size: number) {
  transferBatches.observe(size);
}

const slipBatches = new Histogram({
  name: 'platform_lottery_slip_batch_size',
  help: 'Bet slips per group-commit batch of the lottery',
  buckets: [1, 2, 4, 8, 16, 32],
  registers,
});

/** One group-commit batch of `size` bet slips started. */
export function observeSlipBatch(size: number) {
  slipBatches.observe(size);
}

const slipStatements = new Counter({
  name: 'platform_lottery_slip_statements_total',
  help: 'Statements writing bet slips, by outcome: committed, or undone (a slip of it was refused)',
  labelNames: ['outcome'] as const,
  registers,
});

/** One statement of slips ran: it committed, or a refusal undid it. */
export function countSlipStatement(outcome: 'committed' | 'undone') {
  slipStatements.inc({ outcome });
}

/** The slip statements so far, by outcome (tests read this). */
export async function slipStatementTotals(): Promise<{ committed: number; undone: number }> {
  const { values } = await slipStatements.get();
  const pick = (outcome: string) => values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
  return { committed: pick('committed'), undone: pick('undone') };
}

/** A batch-size histogram's batches so far and the items in them. */
async function batchTotals(histogram: Histogram, name: string) {
  const { values } = await histogram.get();
  const pick = (suffix: string) =>
    values.find((v) => v.metricName === `${name}${suffix}`)?.value ?? 0;
  return { batches: pick('_count'), items: pick('_sum') };
}

/** The batches started so far and the transfers in them (tests and the bench read this). */
export async function transferBatchTotals(): Promise<{ batches: number; transfers: number }> {
  const { batches, items } = await batchTotals(transferBatches, 'platform_ledger_batch_size');
  return { batches, transfers: items };
}

/** The slip batches started so far and the slips in them (tests read this). */
export async function slipBatchTotals(): Promise<{ batches: number; slips: number }> {
  const { batches, items } = await batchTotals(slipBatches, 'platform_lottery_slip_batch_size');
  return { batches, slips: items };
}

export function countTransfer(kind: TransferKind) {
  transfers.inc({ kind });
}

/** A batch's answers: the transfers it wrote (`done`), by kind. */
export function countTransfers(
  requests: readonly { kind: TransferKind }[],
  results: readonly (TransferResult | Error)[],
) {
  requests.forEach((request, i) => {
    const result = results[i];
    if (result && !(result instanceof Error) && result.status === 'done')
      countTransfer(request.kind);
  });
}

/** A settlement batch wrote `created` of `moves` (fewer on a rerun: which ones is not known). */
export function countSettlementTransfers(
  moves: readonly { kind: TransferKind }[],
  created: number,
) {
  if (created === moves.length) {
    // Once per kind, not per transfer: a draw pays up to a million in one batch.
    const byKind = new Map<TransferKind, number>();
    for (const move of moves) byKind.set(move.kind, (byKind.get(move.kind) ?? 0) + 1);
    for (const [kind, count] of byKind) transfers.inc({ kind }, count);
  } else if (created > 0) transfers.inc({ kind: 'settlement_rerun' }, created);
}
