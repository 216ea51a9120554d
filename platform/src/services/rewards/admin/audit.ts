import type { Db } from '../../../db/client';
import * as t from '../../../db/schema';

/** What one operator change did: the row it names, before and after, and what the caller gets. */
export type Change<T> = { target: string; before: unknown; after: unknown; result: T };

/**
 * Runs an operator's change and writes its `operator_audit` row in the same transaction: a change
 * refused half-way leaves neither the change nor an audit row.
 */
export function audited<T>(
  db: Db,
  operator: string,
  action: string,
  change: (tx: Db) => Promise<Change<T>>,
): Promise<T> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const { target, before, after, result } = await change(tx);
    await tx.insert(t.operatorAudit).values({ operator, action, target, before, after });
    return result;
  });
}
