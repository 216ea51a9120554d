import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * One page of a member's list (messages, deposits, withdrawals): `read` fetches the page's rows,
 * the count runs on the same condition; pages are 1-based.
 */
export async function pageOf<Row, Out>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  page: { pageNo: number; pageSize: number },
  read: (limit: number, offset: number) => Promise<Row[]>,
  view: (row: Row) => Out | Promise<Out>,
) {
  const [rows, [count]] = await Promise.all([
    read(page.pageSize, (page.pageNo - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where),
  ]);
  return {
    list: await Promise.all(rows.map(view)),
    totalPages: Math.ceil((count?.n ?? 0) / page.pageSize),
    pageNo: page.pageNo,
  };
}
