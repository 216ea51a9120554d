import { BSOE_LABELS, DRAGON_TIGER_LABELS } from '../contract/lottery';

/** A message of the `lottery.positions` namespace with its values. */
export type LabelMessage = { key: string; values?: Record<string, number> };

/** The engine names positions in Chinese (or the VN terms); the page shows them translated. */
const POSITION_KEYS: Record<string, string> = {
  万: 'tenThousands',
  千: 'thousands',
  百: 'hundreds',
  十: 'tens',
  个: 'units',
  组三: 'group3',
  组六: 'group6',
  '万 vs 个': 'firstVsLast',
  和值: 'sum',
  三同号: 'triple',
  三同号通选: 'tripleAny',
  同号: 'pairNumber',
  不同号: 'singleNumber',
  二同号: 'pair',
  三不同号: 'distinct3',
  二不同号: 'distinct2',
  三连号通选: 'straightAny',
  冠亚和: 'top2Sum',
  Lô: 'lo',
  Đề: 'de',
  Đầu: 'dau',
  Đuôi: 'duoi',
  '3 càng': 'cang3',
  XIEN: 'xien',
  TRUOT: 'truot',
  '4D': 'number4d',
};

const CHINESE_ORDINALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
const PK10_TOP_TWO: Record<string, number> = { 冠军: 1, 亚军: 2 };

/** Which message names a position label; null for a label the page does not know. */
export function positionMessage(label: string): LabelMessage | null {
  const key = POSITION_KEYS[label];
  if (key) return { key };
  const place = /^第(.)位$/.exec(label);
  if (place) return { key: 'ball', values: { n: CHINESE_ORDINALS.indexOf(place[1]!) + 1 } };
  const rank = /^第(.)名$/.exec(label);
  if (rank) return { key: 'rank', values: { n: CHINESE_ORDINALS.indexOf(rank[1]!) + 1 } };
  if (label in PK10_TOP_TWO) return { key: 'rank', values: { n: PK10_TOP_TWO[label]! } };
  const any = /^任选(\d)$/.exec(label);
  if (any) return { key: 'anyOf', values: { k: Number(any[1]) } };
  const versus = /^(\d+)v(\d+)$/.exec(label);
  if (versus) return { key: 'versus', values: { a: Number(versus[1]), b: Number(versus[2]) } };
  return null;
}

const same = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((v, i) => v === b[i]);

/** The message of a labelled value: big/small/odd/even, dragon/tiger, or a fixed bet's name. */
export function valueMessage(labels: readonly string[] | undefined, value: number): string | null {
  if (same(labels, BSOE_LABELS)) return `bsoe.${['big', 'small', 'odd', 'even'][value] ?? 'big'}`;
  if (same(labels, DRAGON_TIGER_LABELS)) return value === 0 ? 'dragon' : 'tiger';
  return null;
}
