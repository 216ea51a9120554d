import type { PlayType, PositionShape, Selection } from '../contract/lottery';

/** Helpers that fill one position: every value, the upper or lower half, odd or even ones. */
export const PICK_HELPERS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type PickHelper = (typeof PICK_HELPERS)[number];

/** Above this many values a position is typed in rather than picked from buttons (4D, lô 3 số). */
export const MAX_BUTTONS = 100;

export const valuesOf = (position: Pick<PositionShape, 'from' | 'to'>): number[] =>
  Array.from({ length: position.to - position.from + 1 }, (_, i) => position.from + i);

export const typedEntry = (position: Pick<PositionShape, 'from' | 'to'>): boolean =>
  position.to - position.from + 1 > MAX_BUTTONS;

/** An empty pick list per position. */
export const emptySelection = (play: PlayType): number[][] => play.shape.positions.map(() => []);

/** The values a helper picks in a position; labelled positions (大小单双, 龙虎) have none. */
export function helperValues(position: PositionShape, helper: PickHelper): number[] {
  const values = valuesOf(position);
  const half = position.from + Math.ceil(values.length / 2);
  switch (helper) {
    case 'all':
      return values;
    case 'big':
      return values.filter((v) => v >= half);
    case 'small':
      return values.filter((v) => v < half);
    case 'odd':
      return values.filter((v) => v % 2 === 1);
    case 'even':
      return values.filter((v) => v % 2 === 0);
    case 'clear':
      return [];
  }
}

/** Whether a helper makes sense for a position: numbers only, within its most picks. */
export const helperFits = (position: PositionShape, helper: PickHelper): boolean =>
  !position.labels &&
  !typedEntry(position) &&
  helperValues(position, helper).length <= position.maxPicks;

/** The selection with one value added to or taken from a position (never past its most picks). */
export function togglePick(
  selection: Selection,
  index: number,
  value: number,
  position: PositionShape,
): number[][] {
  return selection.map((picks, i) => {
    if (i !== index) return [...picks];
    if (picks.includes(value)) return picks.filter((v) => v !== value);
    if (picks.length >= position.maxPicks) return [...picks];
    return [...picks, value].sort((a, b) => a - b);
  });
}

export const withPicks = (selection: Selection, index: number, picks: number[]): number[][] =>
  selection.map((current, i) => (i === index ? [...picks].sort((a, b) => a - b) : [...current]));

/**
 * Typed numbers (spaces, commas or new lines between them): the distinct ones within the
 * position's range, or null when something typed is not such a number.
 */
export function parseTyped(text: string, position: PositionShape): number[] | null {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const values = new Set<number>();
  for (const word of words) {
    if (!/^\d{1,6}$/.test(word)) return null;
    const value = Number(word);
    if (value < position.from || value > position.to) return null;
    values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

function sample(values: number[], count: number, random: () => number): number[] {
  const pool = [...values];
  const picked: number[] = [];
  while (picked.length < count && pool.length > 0)
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked.sort((a, b) => a - b);
}

/**
 * A random selection the play accepts (at least one combination): each position's fewest picks,
 * then single picks in random positions until the play's minimum total is met.
 */
export function quickPick(play: PlayType, random: () => number = Math.random): number[][] {
  const { positions, minTotal } = play.shape;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const counts = positions.map((p) => p.minPicks);
    let total = counts.reduce((a, b) => a + b, 0);
    while (total < minTotal) {
      const i = Math.floor(random() * positions.length);
      if (counts[i]! < positions[i]!.maxPicks) {
        counts[i] = counts[i]! + 1;
        total += 1;
      }
    }
    const selection = positions.map((p, i) => sample(valuesOf(p), counts[i]!, random));
    if (play.combos(selection) > 0) return selection;
  }
  return emptySelection(play);
}
