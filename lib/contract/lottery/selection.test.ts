import { playByCode } from './plays';
import { checkSelection, formatBalls, parseBalls } from './selection';

const shapeOf = (code: string) => {
  const play = playByCode(code);
  if (!play) throw new Error(`no play ${code}`);
  return play.shape;
};

describe('selections', () => {
  it('checks positions, values, repeats and pick counts', () => {
    const shape = shapeOf('SSC_LAST3_DIRECT');
    expect(checkSelection([[2, 5], [2], [6]], shape)).toEqual({ ok: true });
    expect(checkSelection([[2], [2]], shape)).toEqual({ ok: false, problem: 'positions' });
    expect(checkSelection([[2], [2], [10]], shape)).toEqual({ ok: false, problem: 'value' });
    expect(checkSelection([[2], [2], [1.5]], shape)).toEqual({ ok: false, problem: 'value' });
    expect(checkSelection([[2, 2], [2], [6]], shape)).toEqual({ ok: false, problem: 'duplicate' });
    expect(checkSelection([[2], [], [6]], shape)).toEqual({ ok: false, problem: 'picks' });
    const position = shapeOf('SSC_POSITION');
    expect(checkSelection([[], [], [], [], []], position)).toEqual({ ok: false, problem: 'total' });
  });

  it('writes ball text: | between positions, commas between picks, - for none, padded', () => {
    expect(formatBalls([[5, 2], [2], [6, 7, 8]], shapeOf('SSC_LAST3_DIRECT'))).toBe('2,5|2|6,7,8');
    expect(formatBalls([[9], [], [], [], [1]], shapeOf('11X5_POSITION'))).toBe('09|-|-|-|01');
    expect(formatBalls([[7, 45]], shapeOf('VN_MB_LO2'))).toBe('07,45');
    expect(formatBalls([[42]], shapeOf('4D_BIG'))).toBe('0042');
  });

  it('reads ball text back, sorted and checked', () => {
    const shape = shapeOf('11X5_POSITION');
    expect(parseBalls('09|-|-|-|01', shape)).toEqual({
      ok: true,
      selection: [[9], [], [], [], [1]],
    });
    expect(parseBalls('5,2|2|8,6,7', shapeOf('SSC_LAST3_DIRECT'))).toEqual({
      ok: true,
      selection: [[2, 5], [2], [6, 7, 8]],
    });
    expect(parseBalls('1,a|-|-|-|-', shape)).toEqual({ ok: false, problem: 'syntax' });
    expect(parseBalls('12|-|-|-|-', shape)).toEqual({ ok: false, problem: 'value' });
    expect(parseBalls('', shape)).toEqual({ ok: false, problem: 'syntax' });
  });
});
