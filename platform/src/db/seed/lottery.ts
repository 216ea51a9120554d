import { FOUR_D_ODDS, fourDp, playsOf, type Family } from '../../../../lib/contract/lottery';
import type { Db } from '../client';
import { lotteryGames, type LotteryLimits } from '../schema';
import type { Localized } from './localized';

const LIMITS: LotteryLimits = {
  maxMultiple: 10_000,
  maxStakePerLine: 5_000_000,
  maxStakePerMemberIssue: 10_000_000,
  maxStakePerNumber: 20_000_000,
  maxWinPerMemberIssue: 100_000_000,
  maxChaseIssues: 120,
};

const CHINA = 480;
const VIETNAM = 420;

/** Fixed odds of the Vietnamese plays (per point, MB), below the fair odds LOTTERY.md derives. */
const VN_ODDS: Record<string, number[]> = {
  VN_MB_LO2: [fourDp(99)],
  VN_MB_LO3: [fourDp(960)],
  VN_MB_DE: [fourDp(99)],
  VN_MB_DAU: [fourDp(9.9)],
  VN_MB_DUOI: [fourDp(9.9)],
  VN_MB_3CANG: [fourDp(960)],
  VN_MB_XIEN2: [fourDp(17)],
  VN_MB_XIEN3: [fourDp(75)],
  VN_MB_XIEN4: [fourDp(350)],
  VN_MB_TRUOT4: [fourDp(2.5)],
  VN_MB_TRUOT8: [fourDp(7.5)],
  VN_MB_TRUOT10: [fourDp(14)],
};

const FOUR_D: Record<string, number[]> = {
  '4D_BIG': [...FOUR_D_ODDS.MY.big],
  '4D_SMALL': [...FOUR_D_ODDS.MY.small],
  '4D_IBOX_BIG': [...FOUR_D_ODDS.MY.big],
  '4D_IBOX_SMALL': [...FOUR_D_ODDS.MY.small],
};

const codes = (family: Family) => playsOf(family).map((play) => play.code);

type GameRow = typeof lotteryGames.$inferInsert;

const rng = (seconds: number) => ({ kind: 'interval' as const, seconds });

/** The demo brand's lottery: five fast RNG games, the daily XSMB and a 4D game. */
export const LOTTERY_GAMES: (GameRow & { names: Localized })[] = [
  {
    code: 'SSC1',
    family: 'SSC',
    groupCode: 'SSC',
    prizeMode: 'LOTT',
    drawSource: 'RNG',
    schedule: rng(60),
    closeOffsetSeconds: 10,
    tzOffsetMinutes: CHINA,
    voidAfterSeconds: 3600,
    names: {
      en: 'Nova 1-Minute SSC',
      'zh-CN': '诺瓦分分时时彩',
      id: 'Nova SSC 1 Menit',
      ms: 'Nova SSC 1 Minit',
      'pt-BR': 'Nova SSC 1 Minuto',
      th: 'Nova SSC 1 นาที',
      vi: 'Nova SSC 1 Phút',
    },
    plays: codes('SSC'),
    series: { min: 1700, cap: 1950, defaultGroup: 1950 },
    limits: LIMITS,
    sort: 1,
  },
  {
    code: '11X5-3',
    family: '11X5',
    groupCode: '11X5',
    prizeMode: 'LOTT',
    drawSource: 'RNG',
    schedule: rng(180),
    closeOffsetSeconds: 10,
    tzOffsetMinutes: CHINA,
    voidAfterSeconds: 3600,
    names: {
      en: 'Nova 11 Pick 5 (3 min)',
      'zh-CN': '诺瓦三分11选5',
      id: 'Nova 11 Pilih 5 (3 menit)',
      ms: 'Nova 11 Pilih 5 (3 minit)',
      'pt-BR': 'Nova 11 Escolha 5 (3 min)',
      th: 'Nova 11 เลือก 5 (3 นาที)',
      vi: 'Nova 11 Chọn 5 (3 phút)',
    },
    plays: codes('11X5'),
    series: { min: 1660, cap: 1910, defaultGroup: 1910 },
    limits: LIMITS,
    sort: 2,
  },
  {
    code: 'K3-3',
    family: 'K3',
    groupCode: 'K3',
    prizeMode: 'LOTT',
    drawSource: 'RNG',
    schedule: rng(180),
    closeOffsetSeconds: 10,
    tzOffsetMinutes: CHINA,
    voidAfterSeconds: 3600,
    names: {
      en: 'Nova Fast 3 Dice (3 min)',
      'zh-CN': '诺瓦三分快三',
      id: 'Nova Dadu Cepat 3 (3 menit)',
      ms: 'Nova Dadu Pantas 3 (3 minit)',
      'pt-BR': 'Nova Dados Rápidos 3 (3 min)',
      th: 'Nova ลูกเต๋าด่วน 3 (3 นาที)',
      vi: 'Nova Xúc Xắc Nhanh 3 (3 phút)',
    },
    plays: codes('K3'),
    series: { min: 1700, cap: 1950, defaultGroup: 1950 },
    limits: LIMITS,
    sort: 3,
  },
  {
    code: 'PK10-5',
    family: 'PK10',
    groupCode: 'PK10',
    prizeMode: 'LOTT',
    drawSource: 'RNG',
    schedule: rng(300),
    closeOffsetSeconds: 10,
    tzOffsetMinutes: CHINA,
    voidAfterSeconds: 3600,
    names: {
      en: 'Nova PK10 Racing (5 min)',
      'zh-CN': '诺瓦五分PK拾',
      id: 'Nova Balap PK10 (5 menit)',
      ms: 'Nova Lumba PK10 (5 minit)',
      'pt-BR': 'Nova Corrida PK10 (5 min)',
      th: 'Nova แข่งรถ PK10 (5 นาที)',
      vi: 'Nova Đua Xe PK10 (5 phút)',
    },
    plays: codes('PK10'),
    series: { min: 1440, cap: 1940, defaultGroup: 1940 },
    limits: LIMITS,
    sort: 4,
  },
  {
    code: 'VNMB5',
    family: 'VN_MB',
    groupCode: 'VN',
    prizeMode: 'ELOTT',
    drawSource: 'RNG',
    schedule: rng(300),
    closeOffsetSeconds: 10,
    tzOffsetMinutes: VIETNAM,
    voidAfterSeconds: 3600,
    names: {
      en: 'Fast Northern Lottery (5 min)',
      'zh-CN': '越南北部快彩（5分钟）',
      id: 'Lotre Utara Cepat (5 menit)',
      ms: 'Loteri Utara Pantas (5 minit)',
      'pt-BR': 'Loteria do Norte Rápida (5 min)',
      th: 'หวยเหนือด่วน (5 นาที)',
      vi: 'Miền Bắc Siêu Tốc (5 phút)',
    },
    plays: codes('VN_MB'),
    odds: VN_ODDS,
    pointPrice: 100,
    series: null,
    limits: LIMITS,
    sort: 5,
  },
  {
    code: 'XSMB',
    family: 'VN_MB',
    groupCode: 'VN',
    prizeMode: 'ELOTT',
    drawSource: 'MANUAL',
    schedule: { kind: 'daily', at: '18:15' },
    // Sales close at 18:00, a quarter of an hour before the live draw.
    closeOffsetSeconds: 900,
    tzOffsetMinutes: VIETNAM,
    voidAfterSeconds: 6 * 3600,
    names: {
      en: 'Northern Lottery XSMB (18:15)',
      'zh-CN': '越南北部彩 XSMB（18:15）',
      id: 'Lotre Utara XSMB (18:15)',
      ms: 'Loteri Utara XSMB (18:15)',
      'pt-BR': 'Loteria do Norte XSMB (18:15)',
      th: 'หวยเวียดนามเหนือ XSMB (18:15)',
      vi: 'Xổ Số Miền Bắc (18:15)',
    },
    plays: codes('VN_MB'),
    odds: VN_ODDS,
    pointPrice: 100,
    series: null,
    limits: LIMITS,
    sort: 6,
  },
  {
    code: '4D5',
    family: '4D',
    groupCode: '4D',
    prizeMode: 'SEA',
    drawSource: 'RNG',
    schedule: rng(300),
    closeOffsetSeconds: 10,
    tzOffsetMinutes: CHINA,
    voidAfterSeconds: 3600,
    names: {
      en: 'Nova Fast 4D (5 min)',
      'zh-CN': '诺瓦快速4D（5分钟）',
      id: 'Nova 4D Cepat (5 menit)',
      ms: 'Nova 4D Pantas (5 minit)',
      'pt-BR': 'Nova 4D Rápido (5 min)',
      th: 'Nova 4D ด่วน (5 นาที)',
      vi: 'Nova 4D Nhanh (5 phút)',
    },
    plays: codes('4D'),
    odds: FOUR_D,
    pointPrice: 100,
    series: null,
    limits: LIMITS,
    sort: 7,
  },
];

/**
 * Adds the lottery games a database does not have yet (a brand seeded before the lottery landed
 * gets them on its next start); games an operator changed are left as they are.
 */
export async function seedLottery(db: Db): Promise<void> {
  await db
    .insert(lotteryGames)
    .values(LOTTERY_GAMES)
    .onConflictDoNothing({ target: lotteryGames.code });
}
