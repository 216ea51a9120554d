import type { PlayType, Selection } from '../../lib/contract/lottery';

/** mulberry32: the same numbers on every run (tests and benches only). */
export function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole numbers and lottery selections drawn from one seed. */
export function randomOrders(seed: number) {
  const random = prng(seed);
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
