import { planChase } from './chase';

describe('chase plans', () => {
  it('keeps the same multiple', () => {
    expect(planChase({ kind: 'same', issues: 3, start: 2 }, 200)).toEqual({
      ok: true,
      multiples: [2, 2, 2],
      total: 1200,
    });
  });

  it('doubles every k issues: m₀ × 2^⌊i/k⌋', () => {
    expect(planChase({ kind: 'double', issues: 6, start: 1, every: 2 }, 20)).toEqual({
      ok: true,
      multiples: [1, 1, 2, 2, 4, 4],
      total: 280,
    });
    expect(planChase({ kind: 'double', issues: 4, start: 3, every: 1 }, 2)).toMatchObject({
      multiples: [3, 6, 12, 24],
    });
  });

  it('raises the multiple so that a win returns (1 + r) × all spent (worked example 8)', () => {
    const plan = {
      kind: 'profit',
      issues: 10,
      start: 1,
      ratePercent: 50,
      winPerMultiple: 1800,
    } as const;
    const schedule = planChase(plan, 200);
    expect(schedule).toEqual({ ok: true, multiples: [1, 1, 1, 1, 1, 1, 2, 2, 2, 3], total: 3000 });
    if (!schedule.ok) return;
    let spent = 0;
    for (const m of schedule.multiples) {
      spent += m * 200;
      expect(m * 1800).toBeGreaterThanOrEqual(1.5 * spent);
    }
  });

  it('starts no lower than m₀', () => {
    const plan = {
      kind: 'profit',
      issues: 3,
      start: 4,
      ratePercent: 0,
      winPerMultiple: 1800,
    } as const;
    expect(planChase(plan, 200)).toMatchObject({ multiples: [4, 4, 4] });
  });

  it('refuses a rate no win can reach, and multiples over the cap', () => {
    const plan = {
      kind: 'profit',
      issues: 5,
      start: 1,
      ratePercent: 50,
      winPerMultiple: 300,
    } as const;
    expect(planChase(plan, 200)).toEqual({ ok: false, problem: 'impossible' });
    expect(planChase({ ...plan, winPerMultiple: 301 }, 200, 1000)).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(planChase({ kind: 'double', issues: 12, start: 1, every: 1 }, 200, 1000)).toEqual({
      ok: false,
      problem: 'too-large',
    });
  });

  it('refuses plans without issues, a start or a whole rate', () => {
    expect(planChase({ kind: 'same', issues: 0, start: 1 }, 200)).toMatchObject({ ok: false });
    expect(planChase({ kind: 'same', issues: 2, start: 0 }, 200)).toMatchObject({ ok: false });
    const plan = {
      kind: 'profit',
      issues: 2,
      start: 1,
      ratePercent: 1.5,
      winPerMultiple: 1800,
    } as const;
    expect(planChase(plan, 200)).toEqual({ ok: false, problem: 'invalid' });
  });
});
