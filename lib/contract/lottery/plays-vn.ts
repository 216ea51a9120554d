import { oddsPlay, picksOf, position, shapeOf } from './define';
import { VN_MB_LAYOUT, prizesWithDigits } from './layouts';
import { choose } from './math';
import type { Selection } from './types';

const WIN = [{ key: 'win' }];
const tail = (value: string, digits: number) => Number(value.slice(-digits));
const special = (numbers: readonly string[]) => numbers[0] ?? '';
const pickCount = (selection: Selection) => picksOf(selection).length;

/** Tails of every prize long enough to have `digits` digits. */
const tails = (numbers: readonly string[], digits: number) =>
  numbers.filter((n) => n.length >= digits).map((n) => tail(n, digits));

/** Lô: each occurrence of a picked tail among the prizes wins once; a point costs one per prize. */
function lo(digits: 2 | 3) {
  return oddsPlay({
    code: `VN_MB_LO${digits}`,
    name: `Lô ${digits} số`,
    family: 'VN_MB',
    mode: 'ELOTT',
    pointCost: prizesWithDigits(VN_MB_LAYOUT, digits),
    shape: shapeOf([position('Lô', 0, 10 ** digits - 1)], digits),
    classes: WIN,
    count: pickCount,
    wins: (selection, numbers) =>
      tails(numbers, digits).filter((t) => picksOf(selection).includes(t)).length,
  });
}

/** A bet on part of the special prize (ĐB): its last `digits`, or one digit of its last two. */
function onSpecial(code: string, name: string, digits: number, read: (db: string) => number) {
  return oddsPlay({
    code,
    name,
    family: 'VN_MB',
    mode: 'ELOTT',
    shape: shapeOf([position(name, 0, 10 ** digits - 1)], digits),
    classes: WIN,
    count: pickCount,
    wins: (selection, numbers) => (picksOf(selection).includes(read(special(numbers))) ? 1 : 0),
  });
}

/** Xiên n wins on each n-set of picks all seen as lô; lô trượt n on each n-set none of which is. */
function sets(kind: 'XIEN' | 'TRUOT', n: number) {
  return oddsPlay({
    code: `VN_MB_${kind}${n}`,
    name: kind === 'XIEN' ? `Xiên ${n}` : `Lô trượt ${n}`,
    family: 'VN_MB',
    mode: 'ELOTT',
    shape: shapeOf([position(kind, 0, 99, n, kind === 'XIEN' ? 10 : 20)], 2),
    classes: WIN,
    count: (selection) => choose(pickCount(selection), n),
    wins: (selection, numbers) => {
      const drawn = new Set(tails(numbers, 2));
      const appear = picksOf(selection).filter((v) => drawn.has(v)).length;
      return choose(kind === 'XIEN' ? appear : pickCount(selection) - appear, n);
    },
  });
}

export const VN_MB_PLAYS = [
  lo(2),
  lo(3),
  onSpecial('VN_MB_DE', 'Đề', 2, (db) => tail(db, 2)),
  onSpecial('VN_MB_DAU', 'Đầu', 1, (db) => Math.floor(tail(db, 2) / 10)),
  onSpecial('VN_MB_DUOI', 'Đuôi', 1, (db) => tail(db, 1)),
  onSpecial('VN_MB_3CANG', '3 càng', 3, (db) => tail(db, 3)),
  ...[2, 3, 4].map((n) => sets('XIEN', n)),
  ...[4, 8, 10].map((n) => sets('TRUOT', n)),
];
