/** Prize rows of a draw that yields digit strings, in the order they are drawn and stored. */
export type PrizeRow = { readonly prize: string; readonly count: number; readonly digits: number };

/** Miền Bắc: 27 numbers; ĐB first, so numbers[0] is the special prize. */
export const VN_MB_LAYOUT: readonly PrizeRow[] = [
  { prize: 'DB', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'G2', count: 2, digits: 5 },
  { prize: 'G3', count: 6, digits: 5 },
  { prize: 'G4', count: 4, digits: 4 },
  { prize: 'G5', count: 6, digits: 4 },
  { prize: 'G6', count: 3, digits: 3 },
  { prize: 'G7', count: 4, digits: 2 },
];

/**
 * A Miền Bắc result as an operator types it (row by row, ĐB first), for examples and tests: the
 * special prize ends in 45, so đề 45 wins.
 */
export const VN_MB_SAMPLE: readonly string[] = [
  '12345',
  '54321',
  '11111',
  '22222',
  '33333',
  '44444',
  '55555',
  '66666',
  '77777',
  '88888',
  '1234',
  '2345',
  '3456',
  '4567',
  '5678',
  '6789',
  '7890',
  '8901',
  '9012',
  '0123',
  '123',
  '234',
  '345',
  '45',
  '56',
  '67',
  '78',
];

/** 4D: 1st, 2nd, 3rd, then 10 starter and 10 consolation numbers, all distinct. */
export const FOUR_D_LAYOUT: readonly PrizeRow[] = [
  { prize: '1st', count: 1, digits: 4 },
  { prize: '2nd', count: 1, digits: 4 },
  { prize: '3rd', count: 1, digits: 4 },
  { prize: 'starter', count: 10, digits: 4 },
  { prize: 'consolation', count: 10, digits: 4 },
];

export const countOf = (layout: readonly PrizeRow[]): number =>
  layout.reduce((sum, row) => sum + row.count, 0);

/** Prizes long enough to carry a tail of `digits` (lô 3 số in MB: 23 of the 27). */
export const prizesWithDigits = (layout: readonly PrizeRow[], digits: number): number =>
  layout.reduce((sum, row) => sum + (row.digits >= digits ? row.count : 0), 0);

/** Which row each position of a drawn list belongs to. */
export const rowIndexes = (layout: readonly PrizeRow[]): number[] =>
  layout.flatMap((row, index) => Array<number>(row.count).fill(index));
