import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';

/** The main retail banks members withdraw to, per currency, in the order members look for them. */
export const BANKS: Record<string, string[]> = {
  MYR: [
    'Maybank',
    'CIMB Bank',
    'Public Bank',
    'RHB Bank',
    'Hong Leong Bank',
    'AmBank',
    'Bank Islam',
    'Bank Rakyat',
    'Bank Simpanan Nasional (BSN)',
    'Affin Bank',
    'Alliance Bank',
    'OCBC Bank',
    'UOB Bank',
    'HSBC Bank',
    'Standard Chartered',
    'Bank Muamalat',
    'Agrobank',
    'MBSB Bank',
  ],
  IDR: [
    'Bank Central Asia (BCA)',
    'Bank Mandiri',
    'Bank Rakyat Indonesia (BRI)',
    'Bank Negara Indonesia (BNI)',
    'Bank Syariah Indonesia (BSI)',
    'CIMB Niaga',
    'Bank Danamon',
    'Permata Bank',
    'Bank Tabungan Negara (BTN)',
    'OCBC NISP',
    'Panin Bank',
    'Maybank Indonesia',
  ],
  THB: [
    'Bangkok Bank',
    'Kasikornbank',
    'Siam Commercial Bank',
    'Krungthai Bank',
    'Krungsri (Bank of Ayudhya)',
    'TMBThanachart Bank (ttb)',
    'Government Savings Bank',
    'Kiatnakin Phatra Bank',
    'CIMB Thai',
    'UOB Thailand',
    'Land and Houses Bank',
    'BAAC',
  ],
  VND: [
    'Vietcombank',
    'VietinBank',
    'BIDV',
    'Agribank',
    'Techcombank',
    'MB Bank',
    'ACB',
    'VPBank',
    'Sacombank',
    'TPBank',
    'HDBank',
    'VIB',
  ],
  BRL: [
    'Banco do Brasil',
    'Caixa Econômica Federal',
    'Itaú Unibanco',
    'Bradesco',
    'Santander Brasil',
    'Nubank',
    'Banco Inter',
    'C6 Bank',
    'BTG Pactual',
    'Banco Original',
    'Sicoob',
    'Sicredi',
  ],
  CNY: [
    '中国工商银行',
    '中国建设银行',
    '中国农业银行',
    '中国银行',
    '交通银行',
    '招商银行',
    '中国邮政储蓄银行',
    '兴业银行',
    '中信银行',
    '浦发银行',
    '中国民生银行',
    '平安银行',
  ],
};

/**
 * The bank lists, on every start but only into an empty table: a database from before the list
 * existed gets it, and an operator's later changes are kept.
 */
export async function seedBanks(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.banks);
  if ((row?.n ?? 0) > 0) return;
  await db
    .insert(t.banks)
    .values(
      Object.entries(BANKS).flatMap(([currency, names]) =>
        names.map((name, sort) => ({ currency, name, sort })),
      ),
    )
    .onConflictDoNothing();
}
