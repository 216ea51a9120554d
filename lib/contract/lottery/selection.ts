import type { Selection, SelectionShape } from './types';

export type SelectionProblem = 'positions' | 'value' | 'duplicate' | 'picks' | 'total' | 'syntax';
export type SelectionCheck = { ok: true } | { ok: false; problem: SelectionProblem };
export type ParsedSelection =
  { ok: true; selection: Selection } | { ok: false; problem: SelectionProblem };

/** Whether a selection fits its play's shape: positions, allowed distinct values, pick counts. */
export function checkSelection(selection: Selection, shape: SelectionShape): SelectionCheck {
  if (selection.length !== shape.positions.length) return { ok: false, problem: 'positions' };
  let total = 0;
  for (const [i, picks] of selection.entries()) {
    const position = shape.positions[i]!;
    if (picks.some((v) => !Number.isInteger(v) || v < position.from || v > position.to))
      return { ok: false, problem: 'value' };
    if (new Set(picks).size !== picks.length) return { ok: false, problem: 'duplicate' };
    if (picks.length < position.minPicks || picks.length > position.maxPicks)
      return { ok: false, problem: 'picks' };
    total += picks.length;
  }
  return total < shape.minTotal ? { ok: false, problem: 'total' } : { ok: true };
}

/**
 * The slip's ball text (inferred TCG encoding): positions split by `|`, picks by `,`, an empty
 * position is `-`, values zero-padded to the shape's width; labelled values are sent as indexes.
 */
export function formatBalls(selection: Selection, shape: SelectionShape): string {
  return selection
    .map((picks) =>
      picks.length === 0
        ? '-'
        : [...picks]
            .sort((a, b) => a - b)
            .map((v) => String(v).padStart(shape.digits, '0'))
            .join(','),
    )
    .join('|');
}

/** Parses ball text into sorted picks and checks it against the shape. */
export function parseBalls(text: string, shape: SelectionShape): ParsedSelection {
  const positions = text.split('|');
  const selection: number[][] = [];
  for (const position of positions) {
    if (position === '-') {
      selection.push([]);
      continue;
    }
    const picks = position.split(',');
    if (picks.some((pick) => !/^\d{1,6}$/.test(pick))) return { ok: false, problem: 'syntax' };
    selection.push(picks.map(Number).sort((a, b) => a - b));
  }
  const check = checkSelection(selection, shape);
  return check.ok ? { ok: true, selection } : check;
}
