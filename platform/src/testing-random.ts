import type { PlayType, Selection } from '../../lib/contract/lottery';
import { mulberry32 } from './services/artwork';

/** Whole numbers and lottery selections drawn from one seed (the same on every run). */
export function randomOrders(seed: number) {
  const random = mulberry32(seed);
  const int = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  /** A selection the play accepts (combinations > 0), up to `extra` picks above the least. */
  const pick = (play: PlayType, extra: number): Selection => {
    for (;;) {
      const selection = play.shape.positions.map((p) => {
        const want = int(p.minPicks, Math.min(p.maxPicks, p.minPicks + extra));
        const values = new Set<number>();
        while (values.size < Math.min(want, p.to - p.from + 1)) values.add(int(p.from, p.to));
        return [...values].sort((a, b) => a - b);
      });
      if (play.combos(selection) > 0) return selection;
    }
  };
  return { int, pick };
}
