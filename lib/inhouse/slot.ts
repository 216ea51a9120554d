import { roundFloats, type Seeds } from './fair';

/**
 * Star Reels: five reels, three rows, 20 fixed lines. A line pays for 3, 4 or 5 of a symbol from
 * the leftmost reel, the wild standing in for any symbol; the stake is split evenly across the
 * lines. Return to player 96.01% (exact: see slot.test.ts and docs/inhouse-games.md).
 */
export const SLOT_SYMBOLS = [
  'cherry',
  'lemon',
  'plum',
  'bell',
  'clover',
  'bar',
  'seven',
  'wild',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** How many stops of each 32-stop reel show each symbol (every reel the same). */
export const REEL_COUNTS: Record<SlotSymbol, number> = {
  cherry: 8,
  lemon: 7,
  plum: 6,
  bell: 4,
  clover: 3,
  bar: 2,
  seven: 1,
  wild: 1,
};

/** Line pays for 3, 4 and 5 in a row, in hundredths of the line's stake (multiples of 20). */
export const PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  cherry: [660, 1760, 4040],
  lemon: [860, 2200, 5000],
  plum: [1200, 3200, 8000],
  bell: [2400, 6000, 15000],
  clover: [3500, 10000, 25000],
  bar: [5000, 20000, 50000],
  seven: [10000, 50000, 200000],
  wild: [20000, 100000, 400000],
};

export const SLOT_RTP = 0.9601;
export const SLOT_ROWS = 3;

/** The rows a line crosses on reels 1–5 (0 top, 2 bottom). */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/** A reel strip: the symbols dealt round-robin from the rarest, so that like symbols spread out. */
function strip(offset: number): SlotSymbol[] {
  const left = { ...REEL_COUNTS };
  const out: SlotSymbol[] = [];
  while (out.length < 32)
    for (const symbol of [...SLOT_SYMBOLS].reverse())
      if (left[symbol] > 0) {
        out.push(symbol);
        left[symbol] -= 1;
      }
  return [...out.slice(offset), ...out.slice(0, offset)];
}

export const REELS: readonly SlotSymbol[][] = [0, 7, 13, 19, 26].map(strip);

export type SlotWin = { line: number; symbol: SlotSymbol; count: number; x100: number };
export type SlotOutcome = {
  stops: number[];
  /** grid[reel][row] */
  grid: SlotSymbol[][];
  wins: SlotWin[];
  /** The whole win in hundredths of the stake. */
  x100: number;
};

/** What one line of five symbols pays (hundredths of the line stake) and for what. */
export function linePay(symbols: readonly SlotSymbol[]): {
  symbol: SlotSymbol;
  count: number;
  pay: number;
} {
  let best = { symbol: 'wild' as SlotSymbol, count: 0, pay: 0 };
  let wilds = 0;
  while (wilds < 5 && symbols[wilds] === 'wild') wilds += 1;
  if (wilds >= 3) best = { symbol: 'wild', count: wilds, pay: PAYTABLE.wild[wilds - 3]! };
  const symbol = symbols.find((s) => s !== 'wild');
  if (symbol) {
    let count = 0;
    while (count < 5 && (symbols[count] === symbol || symbols[count] === 'wild')) count += 1;
    const pay = count >= 3 ? PAYTABLE[symbol][count - 3]! : 0;
    if (pay > best.pay) best = { symbol, count, pay };
  }
  return best;
}

export function slotSpin(floats: number[]): SlotOutcome {
  const stops = REELS.map((reel, i) => Math.floor(floats[i]! * reel.length));
  const grid = REELS.map((reel, i) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => reel[(stops[i]! + row) % reel.length]!),
  );
  const wins: SlotWin[] = [];
  SLOT_LINES.forEach((rows, line) => {
    const { symbol, count, pay } = linePay(rows.map((row, reel) => grid[reel]![row]!));
    if (pay > 0) wins.push({ line, symbol, count, x100: pay / SLOT_LINES.length });
  });
  return { stops, grid, wins, x100: wins.reduce((sum, w) => sum + w.x100, 0) };
}

export const playSlot = (seeds: Seeds) => slotSpin(roundFloats(seeds, REELS.length));
