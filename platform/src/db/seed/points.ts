import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import type { Localized } from './localized';

type SeedReward = {
  kind: t.PointsRewardKind;
  points: number;
  amount: number;
  stock: number | null;
  perMember: number | null;
  name: Localized;
  description: Localized;
};

/** Club rank → points rate (basis points): higher ranks earn faster (docs/rewards.md). */
const RANK_RATES: Record<number, number> = {
  1: 10_000,
  2: 11_000,
  3: 12_500,
  4: 15_000,
  5: 17_500,
  6: 20_000,
};

/** Live casino and P2P turnover earns at half weight, as most brands do (low house edge). */
const WEIGHTS = { LIVE: 5_000, PVP: 5_000 };

const REWARDS: SeedReward[] = [
  {
    kind: 'BONUS',
    points: 800,
    amount: 1_000,
    stock: null,
    perMember: null,
    name: {
      en: 'RM10 bonus credit',
      'zh-CN': 'RM10 奖金',
      id: 'Kredit bonus RM10',
      ms: 'Kredit bonus RM10',
      'pt-BR': 'Crédito de bônus de RM10',
      th: 'เครดิตโบนัส RM10',
      vi: 'Tiền thưởng RM10',
    },
    description: {
      en: 'Paid to your main wallet at once, better than the standard conversion.',
      'zh-CN': '立即存入主钱包，比标准兑换更划算。',
      id: 'Langsung masuk ke dompet utama, lebih untung dari konversi biasa.',
      ms: 'Dibayar terus ke dompet utama, lebih baik daripada penukaran biasa.',
      'pt-BR': 'Creditado na hora na carteira principal, melhor que a conversão padrão.',
      th: 'เข้ากระเป๋าหลักทันที คุ้มกว่าการแลกปกติ',
      vi: 'Cộng ngay vào ví chính, có lợi hơn quy đổi thông thường.',
    },
  },
  {
    kind: 'BONUS',
    points: 3_800,
    amount: 5_000,
    stock: null,
    perMember: 5,
    name: {
      en: 'RM50 bonus credit',
      'zh-CN': 'RM50 奖金',
      id: 'Kredit bonus RM50',
      ms: 'Kredit bonus RM50',
      'pt-BR': 'Crédito de bônus de RM50',
      th: 'เครดิตโบนัส RM50',
      vi: 'Tiền thưởng RM50',
    },
    description: {
      en: 'Our best rate: up to five per member.',
      'zh-CN': '最优兑换比例：每位会员最多五次。',
      id: 'Nilai terbaik: maksimal lima per member.',
      ms: 'Kadar terbaik: sehingga lima bagi setiap ahli.',
      'pt-BR': 'Nossa melhor taxa: até cinco por membro.',
      th: 'อัตราดีที่สุด: สูงสุดห้าครั้งต่อสมาชิก',
      vi: 'Tỷ lệ tốt nhất: tối đa năm lần mỗi thành viên.',
    },
  },
  {
    kind: 'GOODS',
    points: 2_000,
    amount: 3_500,
    stock: 50,
    perMember: 2,
    name: {
      en: 'Nova88 cap',
      'zh-CN': 'Nova88 棒球帽',
      id: 'Topi Nova88',
      ms: 'Topi Nova88',
      'pt-BR': 'Boné Nova88',
      th: 'หมวก Nova88',
      vi: 'Mũ Nova88',
    },
    description: {
      en: 'Embroidered cotton cap, sent to your address.',
      'zh-CN': '刺绣纯棉棒球帽，寄送到您的地址。',
      id: 'Topi katun bordir, dikirim ke alamat Anda.',
      ms: 'Topi kapas bersulam, dihantar ke alamat anda.',
      'pt-BR': 'Boné de algodão bordado, enviado para o seu endereço.',
      th: 'หมวกผ้าฝ้ายปักลาย จัดส่งถึงที่อยู่ของคุณ',
      vi: 'Mũ cotton thêu, gửi đến địa chỉ của bạn.',
    },
  },
  {
    kind: 'GOODS',
    points: 15_000,
    amount: 19_900,
    stock: 10,
    perMember: 1,
    name: {
      en: 'Wireless earbuds',
      'zh-CN': '无线耳机',
      id: 'Earbud nirkabel',
      ms: 'Fon telinga tanpa wayar',
      'pt-BR': 'Fones de ouvido sem fio',
      th: 'หูฟังไร้สาย',
      vi: 'Tai nghe không dây',
    },
    description: {
      en: 'Bluetooth earbuds with a charging case.',
      'zh-CN': '蓝牙耳机，附充电盒。',
      id: 'Earbud Bluetooth dengan wadah pengisi daya.',
      ms: 'Fon telinga Bluetooth dengan bekas pengecas.',
      'pt-BR': 'Fones Bluetooth com estojo de carregamento.',
      th: 'หูฟังบลูทูธพร้อมเคสชาร์จ',
      vi: 'Tai nghe Bluetooth kèm hộp sạc.',
    },
  },
];

/**
 * The demo points mall: rewards and the earning rules. Runs once per database (seedRewards) and
 * only fills an empty mall, so operators' changes stay (and brands seeded before the mall get it).
 */
export async function seedPointsMall(db: Db): Promise<void> {
  const [any] = await db.select({ id: t.pointsRewards.id }).from(t.pointsRewards).limit(1);
  if (any) return;
  await db.insert(t.pointsRewards).values(
    REWARDS.map((r, i) => ({
      kind: r.kind,
      names: r.name,
      descriptions: r.description,
      points: r.points,
      amount: r.amount,
      stock: r.stock,
      perMember: r.perMember,
      sort: i + 1,
    })),
  );
  for (const [rank, rate] of Object.entries(RANK_RATES))
    await db.execute(
      sql`update club_labels set points_rate_bp = ${rate} where rank_level = ${Number(rank)}`,
    );
  await db.execute(sql`update brands set points_weights = ${JSON.stringify(WEIGHTS)}::jsonb`);
}
