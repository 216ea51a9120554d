/** The rows of a raw `db.execute(sql...)` result: both drivers answer `{ rows }`. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] =>
  (result as { rows: T[] }).rows;
