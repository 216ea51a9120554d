import { oddsPlay, picksOf, position, shapeOf } from './define';
import { FOUR_D_LAYOUT, rowIndexes } from './layouts';
import type { Selection, Win } from './types';

const TIER_OF_SLOT = rowIndexes(FOUR_D_LAYOUT);
const BIG_TIERS = FOUR_D_LAYOUT.map((row) => ({ key: row.prize }));
const SMALL_TIERS = BIG_TIERS.slice(0, 3);

const pad = (n: number) => String(n).padStart(4, '0');
const digitKey = (n: string) => [...n].sort().join('');
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** Orderings of a number's digits: 24 ABCD, 12 AABC, 6 AABB, 4 AAAB, 1 AAAA. */
export function permutations(n: number): number {
  const counts = new Map<string, number>();
  for (const d of pad(n)) counts.set(d, (counts.get(d) ?? 0) + 1);
  return [...counts.values()].reduce((acc, c) => acc / factorial(c), factorial(4));
}

/** One win per (pick, slot) that matches, in the tier of the slot, for the tiers the bet covers. */
function matches(selection: Selection, numbers: readonly string[], tiers: number, box: boolean) {
  const wins: Win[] = [];
  for (const pick of picksOf(selection)) {
    numbers.forEach((drawn, slot) => {
      const cls = TIER_OF_SLOT[slot]!;
      const hit = box ? digitKey(drawn) === digitKey(pad(pick)) : drawn === pad(pick);
      if (cls < tiers && hit) wins.push({ cls, count: 1, divisor: box ? permutations(pick) : 1 });
    });
  }
  return wins;
}

/** Big pays on five tiers, Small on the top three; iBox covers all orderings, prize ÷ orderings. */
function fourD(size: 'BIG' | 'SMALL', box: boolean) {
  const classes = size === 'BIG' ? BIG_TIERS : SMALL_TIERS;
  return oddsPlay({
    code: `4D_${box ? 'IBOX_' : ''}${size}`,
    name: `${box ? 'iBox ' : ''}${size === 'BIG' ? 'Big' : 'Small'}`,
    family: '4D',
    mode: 'SEA',
    shape: shapeOf([position('4D', 0, 9999, 1, 100)], 4),
    classes,
    // A box of AAAA is a straight bet, so iBox does not take it.
    count: (selection) =>
      box && picksOf(selection).some((pick) => permutations(pick) === 1)
        ? 0
        : picksOf(selection).length,
    wins: (selection, numbers) => matches(selection, numbers, classes.length, box),
  });
}

export const FOUR_D_PLAYS = [
  fourD('BIG', false),
  fourD('SMALL', false),
  fourD('BIG', true),
  fourD('SMALL', true),
];
