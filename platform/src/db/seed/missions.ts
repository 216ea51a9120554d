import type { Db } from '../client';
import * as t from '../schema';
import type { Localized } from './localized';

type SeedMission = Omit<typeof t.missions.$inferInsert, 'titles' | 'id'> & { title: Localized };

const MISSIONS: SeedMission[] = [
  {
    period: 'daily',
    kind: 'BET_COUNT',
    target: 5,
    rewardKind: 'points',
    rewardAmount: 100,
    title: {
      en: 'Place 5 bets today',
      'zh-CN': '今日投注 5 次',
      id: 'Pasang 5 taruhan hari ini',
      ms: 'Buat 5 pertaruhan hari ini',
      'pt-BR': 'Faça 5 apostas hoje',
      th: 'วางเดิมพัน 5 ครั้งวันนี้',
      vi: 'Đặt 5 cược hôm nay',
    },
  },
  {
    period: 'daily',
    kind: 'DEPOSIT',
    target: 5_000,
    rewardKind: 'cash',
    rewardAmount: 300,
    title: {
      en: 'Deposit RM50 today',
      'zh-CN': '今日存款 RM50',
      id: 'Deposit RM50 hari ini',
      ms: 'Deposit RM50 hari ini',
      'pt-BR': 'Deposite RM50 hoje',
      th: 'ฝากเงิน RM50 วันนี้',
      vi: 'Nạp RM50 hôm nay',
    },
  },
  {
    period: 'daily',
    kind: 'WIN_STREAK',
    target: 3,
    rewardKind: 'points',
    rewardAmount: 300,
    title: {
      en: 'Win 3 bets in a row',
      'zh-CN': '连续赢 3 次',
      id: 'Menang 3 taruhan berturut-turut',
      ms: 'Menang 3 pertaruhan berturut-turut',
      'pt-BR': 'Ganhe 3 apostas seguidas',
      th: 'ชนะเดิมพัน 3 ครั้งติดต่อกัน',
      vi: 'Thắng 3 cược liên tiếp',
    },
  },
  {
    period: 'weekly',
    kind: 'TURNOVER',
    target: 100_000,
    category: 'RNG',
    rewardKind: 'cash',
    rewardAmount: 1_000,
    title: {
      en: 'Wager RM1,000 on slots this week',
      'zh-CN': '本周老虎机投注 RM1,000',
      id: 'Taruhan RM1.000 di slot minggu ini',
      ms: 'Bertaruh RM1,000 di slot minggu ini',
      'pt-BR': 'Aposte RM1.000 em slots esta semana',
      th: 'เดิมพันสล็อต RM1,000 ในสัปดาห์นี้',
      vi: 'Cược RM1.000 vào slot trong tuần này',
    },
  },
  {
    period: 'weekly',
    kind: 'TURNOVER',
    target: 50_000,
    category: 'LOTT',
    rewardKind: 'points',
    rewardAmount: 500,
    title: {
      en: 'Wager RM500 on lottery this week',
      'zh-CN': '本周彩票投注 RM500',
      id: 'Taruhan RM500 di lotre minggu ini',
      ms: 'Bertaruh RM500 di loteri minggu ini',
      'pt-BR': 'Aposte RM500 na loteria esta semana',
      th: 'เดิมพันหวย RM500 ในสัปดาห์นี้',
      vi: 'Cược RM500 vào xổ số trong tuần này',
    },
  },
];

/** The demo's missions; like the mall, only an empty list is filled (operators' changes stay). */
export async function seedMissions(db: Db): Promise<void> {
  const [any] = await db.select({ id: t.missions.id }).from(t.missions).limit(1);
  if (any) return;
  await db
    .insert(t.missions)
    .values(MISSIONS.map(({ title, ...m }, i) => ({ ...m, titles: title, sort: i + 1 })));
}
