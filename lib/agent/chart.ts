/** The trend chart's arithmetic: a money axis with round ticks, and where each day's bar stands. */

export type Axis = {
  /** The axis' ends (minor units); `low` ≤ 0 ≤ `high`. */
  low: number;
  high: number;
  ticks: number[];
  /** How far down from the top a value sits, 0 (top) to 1 (bottom). */
  at: (value: number) => number;
};

/** A round step (1, 2 or 5 × a power of ten, at least `least`) that cuts `range` into about `count`. */
export function niceStep(range: number, count: number, least = 1): number {
  if (!(range > 0)) return least;
  const raw = range / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return Math.max(nice * power, least);
}

/** An axis that holds every value and zero, ends on whole steps and has about `count` ticks. */
export function axisFor(values: number[], count = 4, least = 1): Axis {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const step = niceStep(max - min, count, least);
  const high = Math.max(Math.ceil(max / step) * step, min < 0 ? 0 : step);
  const low = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(tick === 0 ? 0 : tick);
  return { low, high, ticks, at: (value) => (high - value) / (high - low) };
}

/** Day `index` of `count` across `width`: the band's centre and a bar width of 60 % of it. */
export function band(index: number, count: number, width: number) {
  const size = width / Math.max(count, 1);
  return { centre: size * (index + 0.5), bar: Math.max(size * 0.6, 1) };
}
