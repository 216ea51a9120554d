import { prizePerUnit, lottPayout, oddsPayout } from './prize';
import type { Draw, PlayType, Selection } from './types';

/** LOTT orders are priced by series; ELOTT / SEA orders by odds per prize class. */
export type Terms =
  | { readonly unitMinor: number; readonly multiple: number; readonly series: number }
  | { readonly unitMinor: number; readonly multiple: number; readonly odds4dp: readonly number[] };

export type Settlement =
  | { ok: true; status: 'WON' | 'LOST' | 'TIE'; payout: number; refund: number }
  | { ok: false; problem: 'invalid-selection' | 'family-mismatch' | 'terms-mismatch' };

const outcome = (payout: number, refund: number): Settlement => ({
  ok: true,
  status: payout > 0 ? 'WON' : refund > 0 ? 'TIE' : 'LOST',
  payout,
  refund,
});

/**
 * An order's result as a pure function of its content and the draw (LOTTERY.md, settlement).
 * `unitMinor` is the unit (LOTT) or the point price (odds); `multiple` the multiple or points.
 */
export function settleOrder(
  play: PlayType,
  selection: Selection,
  draw: Draw,
  terms: Terms,
): Settlement {
  if (play.combos(selection) === 0) return { ok: false, problem: 'invalid-selection' };
  if (play.family !== draw.family) return { ok: false, problem: 'family-mismatch' };
  const { unitMinor, multiple } = terms;
  if (play.mode === 'LOTT') {
    if (!('balls' in draw) || !('series' in terms)) return { ok: false, problem: 'terms-mismatch' };
    const prizes = play.classes.map((c) => prizePerUnit(terms.series, c.p, c.tie));
    const wins = play.wins(selection, draw.balls);
    const refund = play.ties(selection, draw.balls) * unitMinor * multiple;
    return outcome(lottPayout(wins, prizes, unitMinor, multiple), refund);
  }
  if (!('numbers' in draw) || !('odds4dp' in terms) || terms.odds4dp.length !== play.classes.length)
    return { ok: false, problem: 'terms-mismatch' };
  return outcome(
    oddsPayout(play.wins(selection, draw.numbers), terms.odds4dp, unitMinor, multiple),
    0,
  );
}
