/** The rows of a raw `db.execute(sql...)` result: both drivers answer `{ rows }`. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] =>
  (result as { rows: T[] }).rows;

/**
 * A PostgreSQL array literal of integers or plain words (`{1,2,3}`), sent as one parameter and
 * cast in the query (`= any(${pgArray(ids)}::int[])`, `unnest(...)`).
 */
export const pgArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;
