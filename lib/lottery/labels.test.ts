import { readFileSync } from 'node:fs';
import { PLAY_TYPES } from '../contract/lottery';
import { LOCALES } from '../contract/languages';
import { positionMessage, valueMessage } from './labels';

type Tree = { [key: string]: string | Tree };
const lotteryOf = (locale: string) =>
  (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { lottery: Tree }).lottery;
const lookup = (tree: Tree, path: string) =>
  path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      tree,
    );

describe('lottery labels', () => {
  it('name every position of every play', () => {
    const unknown = PLAY_TYPES.flatMap((play) =>
      play.shape.positions.filter((p) => !positionMessage(p.label)).map((p) => p.label),
    );
    expect(unknown).toEqual([]);
  });

  it('read the ordinal out of place and rank labels', () => {
    expect(positionMessage('第三位')).toEqual({ key: 'ball', values: { n: 3 } });
    expect(positionMessage('第十名')).toEqual({ key: 'rank', values: { n: 10 } });
    expect(positionMessage('亚军')).toEqual({ key: 'rank', values: { n: 2 } });
    expect(positionMessage('任选4')).toEqual({ key: 'anyOf', values: { k: 4 } });
    expect(positionMessage('2v9')).toEqual({ key: 'versus', values: { a: 2, b: 9 } });
  });

  it('name big/small/odd/even and dragon/tiger picks', () => {
    expect(valueMessage(['大', '小', '单', '双'], 2)).toBe('bsoe.odd');
    expect(valueMessage(['龙', '虎'], 1)).toBe('tiger');
    expect(valueMessage(['三同号通选'], 0)).toBeNull();
  });

  it.each(LOCALES)('have every play, position and pick word in %s', (locale) => {
    const tree = lotteryOf(locale);
    const paths = [
      ...PLAY_TYPES.map((play) => `plays.${play.code}`),
      ...PLAY_TYPES.flatMap((play) =>
        play.shape.positions.map((p) => `positions.${positionMessage(p.label)?.key}`),
      ),
      ...['bsoe.big', 'bsoe.small', 'bsoe.odd', 'bsoe.even', 'dragon', 'tiger'],
    ];
    const missing = paths.filter((path) => typeof lookup(tree, path) !== 'string');
    expect(missing).toEqual([]);
  });
});
