import { prizePerUnit, ratio } from '../contract/lottery';
import type { LotteryGameView, LotteryPlayView } from '../contract/lottery-api';
import { previewChase, winPerMultiple } from './chase-plan';
import type { SlipLine } from './slip';

const view = (code: string, prizes: number[], pointCost = 1) =>
  ({ code, prizes, pointCost }) as LotteryPlayView;
const limits = { maxMultiple: 10_000 } as LotteryGameView['limits'];
// 定位胆 at series 1800 pays 18 per 2.00 unit (LOTTERY.md).
const ssc = {
  plays: [view('SSC_POSITION', [prizePerUnit(1800, ratio(1, 10))])],
  pointPrice: 100,
  limits,
};
const vn = {
  plays: [view('VN_MB_LO2', [990_000], 27), view('VN_MB_DE', [990_000])],
  pointPrice: 1000,
  limits,
};
const line = (playCode: string, stake: number, extra: Partial<SlipLine> = {}): SlipLine => ({
  id: playCode,
  playCode,
  selection: [[3]],
  content: '3',
  unitMode: null,
  multiple: 1,
  combos: 1,
  stake,
  ...extra,
});

describe('chase plans', () => {
  it('price w of a LOTT line at its unit and multiple', () => {
    expect(winPerMultiple(ssc, line('SSC_POSITION', 200, { unitMode: 'yuan' }))).toBe(1800);
    expect(winPerMultiple(ssc, line('SSC_POSITION', 40, { unitMode: 'jiao', multiple: 2 }))).toBe(
      360,
    );
  });

  it('price w of a VN line by the odds per point, not the point cost', () => {
    // Lô 2 số, 10 points at 1,000: odds 99 pay 990,000 for one occurrence (LOTTERY.md example 6).
    expect(winPerMultiple(vn, line('VN_MB_LO2', 270_000, { multiple: 10 }))).toBe(990_000);
    expect(winPerMultiple(vn, line('SSC_POSITION', 200))).toBeNull();
  });

  it('plan a profit rate as LOTTERY.md example 8: c = 2, w = 18, r = 50 %', () => {
    const plan = { kind: 'profit', issues: 10, start: 1, ratePercent: 50 } as const;
    expect(previewChase(ssc, [line('SSC_POSITION', 200, { unitMode: 'yuan' })], plan)).toEqual({
      ok: true,
      multiples: [1, 1, 1, 1, 1, 1, 2, 2, 2, 3],
      total: 3000,
    });
  });

  it('refuse a profit plan on more or fewer than one line, or one that cannot pay', () => {
    const plan = { kind: 'profit', issues: 3, start: 1, ratePercent: 50 } as const;
    const one = line('SSC_POSITION', 200, { unitMode: 'yuan' });
    expect(previewChase(ssc, [one, { ...one, id: 'b' }], plan)).toEqual({
      ok: false,
      problem: 'one-line',
    });
    expect(previewChase(ssc, [], plan)).toBeNull();
    // Lô costs 27 points and pays 99 of them: a win cannot return 4 × what it cost.
    const greedy = { ...plan, ratePercent: 300 };
    expect(previewChase(vn, [line('VN_MB_LO2', 27_000)], greedy)).toEqual({
      ok: false,
      problem: 'impossible',
    });
  });

  it('keep same and double plans on the whole slip under the multiple cap', () => {
    const lines = [line('SSC_POSITION', 200), line('SSC_POSITION', 400, { id: 'b', multiple: 2 })];
    expect(previewChase(ssc, lines, { kind: 'double', issues: 3, start: 1, every: 1 })).toEqual({
      ok: true,
      multiples: [1, 2, 4],
      total: 4200,
    });
    const tight = { ...ssc, limits: { ...limits, maxMultiple: 4 } };
    expect(previewChase(tight, lines, { kind: 'double', issues: 3, start: 1, every: 1 })).toEqual({
      ok: false,
      problem: 'too-large',
    });
  });
});
