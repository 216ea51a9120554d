import { FOUR_D_ODDS } from './odds';
import { playByCode } from './plays';
import { UNIT_MODES } from './prize';
import { settleOrder } from './settle';
import type { Draw, PlayType } from './types';

const play = (code: string): PlayType => {
  const found = playByCode(code);
  if (!found) throw new Error(`no play ${code}`);
  return found;
};

const SSC: Draw = { family: 'SSC', balls: [3, 6, 2, 2, 6] };
const series = { unitMinor: UNIT_MODES.yuan, multiple: 2, series: 1800 };

describe('settling an order', () => {
  it('wins, loses, and refunds a tie', () => {
    const dragonTiger = play('SSC_DRAGON_TIGER');
    expect(settleOrder(dragonTiger, [[1]], SSC, series)).toEqual({
      ok: true,
      status: 'WON',
      payout: 711, // 3.5556 × 2
      refund: 0,
    });
    expect(settleOrder(dragonTiger, [[0]], SSC, series)).toMatchObject({ status: 'LOST' });
    const tie: Draw = { family: 'SSC', balls: [6, 0, 0, 0, 6] };
    expect(settleOrder(dragonTiger, [[0, 1]], tie, series)).toEqual({
      ok: true,
      status: 'TIE',
      payout: 0,
      refund: 800,
    });
  });

  it('refuses a selection with no combination, another family, or the wrong terms', () => {
    const direct = play('SSC_LAST3_DIRECT');
    expect(settleOrder(direct, [[1], [2]], SSC, series)).toEqual({
      ok: false,
      problem: 'invalid-selection',
    });
    expect(settleOrder(play('K3_SUM'), [[4]], SSC, series)).toEqual({
      ok: false,
      problem: 'family-mismatch',
    });
    const odds = { unitMinor: 100, multiple: 1, odds4dp: FOUR_D_ODDS.MY.big };
    expect(settleOrder(direct, [[2], [2], [6]], SSC, odds)).toEqual({
      ok: false,
      problem: 'terms-mismatch',
    });
    const fourD: Draw = { family: '4D', numbers: Array<string>(23).fill('0000') };
    expect(settleOrder(play('4D_SMALL'), [[1]], fourD, odds)).toEqual({
      ok: false,
      problem: 'terms-mismatch',
    });
    expect(settleOrder(play('4D_BIG'), [[1]], fourD, odds)).toMatchObject({ status: 'LOST' });
  });
});
