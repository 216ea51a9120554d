import { ceilDiv } from './math';

/** 追号 plans over `issues` issues starting at multiple `start` (m₀). */
export type ChasePlan =
  | { readonly kind: 'same'; readonly issues: number; readonly start: number }
  | {
      readonly kind: 'double';
      readonly issues: number;
      readonly start: number;
      readonly every: number;
    }
  | {
      readonly kind: 'profit';
      readonly issues: number;
      readonly start: number;
      /** r in whole percent: 50 means each win returns at least 1.5 × all that was spent. */
      readonly ratePercent: number;
      /** w: what one multiple wins, in minor units. */
      readonly winPerMultiple: number;
    };

export type ChaseSchedule =
  | { ok: true; multiples: number[]; total: number }
  | { ok: false; problem: 'invalid' | 'impossible' | 'too-large' };

/**
 * Multiples per issue and the total debited at plan time; `costPerMultiple` is c, the stake of one
 * multiple. Fails rather than returning a plan whose multiples exceed `maxMultiple`.
 */
export function planChase(
  plan: ChasePlan,
  costPerMultiple: number,
  maxMultiple = Number.MAX_SAFE_INTEGER,
): ChaseSchedule {
  const { issues, start } = plan;
  if (![issues, start, costPerMultiple].every((n) => Number.isInteger(n) && n > 0))
    return { ok: false, problem: 'invalid' };
  if (plan.kind === 'profit') return profitPlan(plan, costPerMultiple, maxMultiple);
  const multiples = Array.from({ length: issues }, (_, i) =>
    plan.kind === 'same' ? start : start * 2 ** Math.floor(i / Math.max(1, plan.every)),
  );
  return finish(multiples, costPerMultiple, maxMultiple);
}

/** m = max(m₀, ceil((1+r)·C ÷ (w − (1+r)·c))), C the cost so far; impossible if w ≤ (1+r)·c. */
function profitPlan(
  plan: Extract<ChasePlan, { kind: 'profit' }>,
  c: number,
  maxMultiple: number,
): ChaseSchedule {
  if (
    !Number.isInteger(plan.ratePercent) ||
    plan.ratePercent < 0 ||
    !Number.isInteger(plan.winPerMultiple)
  )
    return { ok: false, problem: 'invalid' };
  const grow = BigInt(100 + plan.ratePercent);
  const margin = 100n * BigInt(plan.winPerMultiple) - grow * BigInt(c);
  if (margin <= 0n) return { ok: false, problem: 'impossible' };
  const multiples: number[] = [];
  let spent = 0n;
  for (let i = 0; i < plan.issues; i += 1) {
    const needed = Number(ceilDiv(grow * spent, margin));
    const m = Math.max(plan.start, needed);
    if (m > maxMultiple) return { ok: false, problem: 'too-large' };
    multiples.push(m);
    spent += BigInt(m) * BigInt(c);
  }
  return finish(multiples, c, maxMultiple);
}

function finish(multiples: number[], c: number, maxMultiple: number): ChaseSchedule {
  if (multiples.some((m) => m > maxMultiple || !Number.isSafeInteger(m * c)))
    return { ok: false, problem: 'too-large' };
  return { ok: true, multiples, total: multiples.reduce((sum, m) => sum + m * c, 0) };
}
