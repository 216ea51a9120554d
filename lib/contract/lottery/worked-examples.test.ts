import {
  FOUR_D_ODDS,
  UNIT_MODES,
  betSeries,
  drawResult,
  fourDp,
  planChase,
  playByCode,
  positionTrend,
  rebate,
  settleOrder,
  stake,
  VN_MB_LAYOUT,
  type ChasePlan,
  type Draw,
  type LottPlay,
  type PlayType,
  type Selection,
} from '.';

/** LOTTERY.md "Worked examples (tests)", in money's minor units (1.00 = 100). */
const SEED = '5f2c0a9e3b7d41c68e19a0b2d4f6c8e1a3b5c7d9e1f20304a5b6c7d8e9f00112';
const BEACON = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'.repeat(2);
const drawn = (family: 'SSC' | '11X5' | 'K3' | 'PK10', game: string) =>
  drawResult(family, { seed: SEED, beacon: BEACON, game, issue: '20250101-0001' });

const play = (code: string): PlayType => {
  const found = playByCode(code);
  if (!found) throw new Error(`no play ${code}`);
  return found;
};

const lott = (code: string): LottPlay => {
  const found = play(code);
  if (found.mode !== 'LOTT') throw new Error(`${code} is not series-priced`);
  return found;
};

/** A Miền Bắc result: ĐB 12345 and the last G7 45, every other tail 50 + its index. */
const mbNumbers = VN_MB_LAYOUT.flatMap((row) => Array<number>(row.count).fill(row.digits)).map(
  (digits, i) => (i === 0 ? '12345' : i === 26 ? '45' : '9'.repeat(digits - 2) + String(50 + i)),
);

const settle = (code: string, selection: Selection, draw: Draw, unitMinor: number, multiple = 1) =>
  settleOrder(play(code), selection, draw, { unitMinor, multiple, series: 1800 });

describe('worked examples', () => {
  it('1: draws the published results', () => {
    expect(drawn('SSC', 'SSC1')).toEqual({ family: 'SSC', balls: [3, 6, 2, 2, 6] });
    expect(drawn('11X5', '11X5-3')).toEqual({ family: '11X5', balls: [9, 2, 7, 10, 8] });
    expect(drawn('K3', 'K3-3')).toEqual({ family: 'K3', balls: [2, 1, 1] });
    expect(drawn('PK10', 'PK10-5')).toEqual({
      family: 'PK10',
      balls: [10, 2, 1, 5, 3, 4, 7, 9, 8, 6],
    });
  });

  it('2: 后三直选, 6 combos at 角 ×10 stake 12.00, win 1,800.00, rebate 0.90', () => {
    const selection = [[2, 5], [2], [6, 7, 8]];
    const combos = play('SSC_LAST3_DIRECT').combos(selection);
    expect(combos).toBe(6);
    const staked = stake(UNIT_MODES.jiao, combos, 10);
    expect(staked).toBe(1200);
    const result = settle('SSC_LAST3_DIRECT', selection, drawn('SSC', 'SSC1'), UNIT_MODES.jiao, 10);
    expect(result).toEqual({ ok: true, status: 'WON', payout: 180_000, refund: 0 });
    expect(betSeries(1950, 1950, 1800)).toEqual({ ok: true, series: 1800 });
    expect(rebate(staked, 1950, 1800)).toBe(90);
  });

  it('3: 后三组三 {2,6} at 元 ×1: 2 combos, stake 4.00, wins 600.00', () => {
    expect(play('SSC_LAST3_GROUP3').combos([[2, 6]])).toBe(2);
    expect(stake(UNIT_MODES.yuan, 2, 1)).toBe(400);
    expect(settle('SSC_LAST3_GROUP3', [[2, 6]], drawn('SSC', 'SSC1'), UNIT_MODES.yuan)).toEqual({
      ok: true,
      status: 'WON',
      payout: 60_000,
      refund: 0,
    });
  });

  it('4: 任选3 and 任选2 on {02,05,07,09,11} each win 29.70', () => {
    const picks = [[2, 5, 7, 9, 11]];
    const draw = drawn('11X5', '11X5-3');
    expect(play('11X5_ANY3').combos(picks)).toBe(10);
    expect(stake(UNIT_MODES.yuan, 10, 1)).toBe(2000);
    if (!('balls' in draw)) throw new Error('balls');
    expect(lott('11X5_ANY3').hits(picks, draw.balls)).toBe(1);
    expect(lott('11X5_ANY2').hits(picks, draw.balls)).toBe(3);
    expect(settle('11X5_ANY3', picks, draw, UNIT_MODES.yuan)).toMatchObject({ payout: 2970 });
    expect(settle('11X5_ANY2', picks, draw, UNIT_MODES.yuan)).toMatchObject({ payout: 2970 });
  });

  it('5: K3 2 1 1 sum 4 pays 129.60; PK10 10, 2 makes 冠亚和 12, which is big', () => {
    expect(settle('K3_SUM', [[4]], drawn('K3', 'K3-3'), UNIT_MODES.yuan)).toMatchObject({
      status: 'WON',
      payout: 12_960,
    });
    const big = settle('PK10_TOP2_SUM_BSOE', [[0]], drawn('PK10', 'PK10-5'), UNIT_MODES.yuan);
    const small = settle('PK10_TOP2_SUM_BSOE', [[1]], drawn('PK10', 'PK10-5'), UNIT_MODES.yuan);
    expect(big).toMatchObject({ status: 'WON' });
    expect(small).toMatchObject({ status: 'LOST', payout: 0 });
  });

  it('6: MB lô 2 số, 10 points at 1,000: stake 270,000, twice at 99 pays 1,980,000', () => {
    const lo = play('VN_MB_LO2');
    if (lo.mode === 'LOTT') throw new Error('lô has odds');
    const point = 100_000;
    expect(stake(point, lo.combos([[45]]), 10, lo.pointCost)).toBe(27_000_000);
    const draw: Draw = { family: 'VN_MB', numbers: mbNumbers };
    expect(lo.hits([[45]], mbNumbers)).toBe(2);
    expect(
      settleOrder(lo, [[45]], draw, { unitMinor: point, multiple: 10, odds4dp: [fourDp(99)] }),
    ).toEqual({ ok: true, status: 'WON', payout: 198_000_000, refund: 0 });
  });

  it('7: 4D iBox Big 1 on 1234 with 4321 second pays 1000 ÷ 24 = 41.66', () => {
    const numbers = ['9999', '4321', ...Array.from({ length: 21 }, (_, i) => String(5000 + i))];
    const result = settleOrder(
      play('4D_IBOX_BIG'),
      [[1234]],
      { family: '4D', numbers },
      {
        unitMinor: 100,
        multiple: 1,
        odds4dp: FOUR_D_ODDS.MY.big,
      },
    );
    expect(result).toEqual({ ok: true, status: 'WON', payout: 4166, refund: 0 });
  });

  it('8: profit-rate chase c 2, w 18, r 50 %: 1,1,1,1,1,1,2,2,2,3, total 30.00', () => {
    const plan: ChasePlan = {
      kind: 'profit',
      issues: 10,
      start: 1,
      ratePercent: 50,
      winPerMultiple: 1800,
    };
    expect(planChase(plan, 200)).toEqual({
      ok: true,
      multiples: [1, 1, 1, 1, 1, 1, 2, 2, 2, 3],
      total: 3000,
    });
  });

  it('9: trends of 3 7 3 1 9 3 0 5 3 8', () => {
    const trend = positionTrend([3, 7, 3, 1, 9, 3, 0, 5, 3, 8], 0, 9);
    expect(trend[3]).toMatchObject({ currentOmission: 1, maxOmission: 2, hits: 4 });
    expect(trend[3]!.averageOmission).toBeCloseTo(1.2, 10);
    expect(trend[8]).toMatchObject({ currentOmission: 0, maxOmission: 9 });
  });
});
