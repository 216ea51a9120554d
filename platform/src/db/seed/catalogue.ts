import type { Db } from '../client';
import * as t from '../schema';
import { ANNOUNCEMENTS, BANNER_TITLES, HELP_ARTICLES, PROMOTIONS } from './content';
import { GAME_ADJECTIVES, GAME_NOUNS, composeName } from './game-names';
import { LOCALES, type Localized } from './localized';

type VendorSeed = {
  code: string;
  category: string;
  name: string;
  isHot: 0 | 1;
  games: number;
  isGame?: string;
  classify?: string;
};

/** Esports vendors are SPORTS vendors whose vassalage is in the brand's esports list. */
const VENDORS: VendorSeed[] = [
  { code: 'TCG_SEA', category: 'ELOTT', name: 'SEA Lottery', isHot: 1, games: 6 },
  { code: 'LOTT', category: 'LOTT', name: 'Nova Lottery', isHot: 1, games: 8 },
  { code: 'TCG_LOTTO_VN', category: 'LOTT', name: 'Xổ Số Việt Nam', isHot: 0, games: 6 },
  { code: 'AURA', category: 'LIVE', name: 'Aura Live', isHot: 1, games: 8 },
  { code: 'SAPH', category: 'LIVE', name: 'Sapphire Live', isHot: 0, games: 6 },
  { code: 'APEX', category: 'SPORTS', name: 'Apex Sports', isHot: 1, games: 1, isGame: 'LOBBY' },
  { code: 'CROWN', category: 'SPORTS', name: 'Crown Sports', isHot: 0, games: 1, isGame: 'LOBBY' },
  { code: 'AV', category: 'SPORTS', name: 'AV Esports', isHot: 1, games: 1, isGame: 'LOBBY' },
  { code: 'AI', category: 'SPORTS', name: 'AI Esports', isHot: 0, games: 1, isGame: 'LOBBY' },
  { code: 'IMES', category: 'SPORTS', name: 'IM Esports', isHot: 0, games: 1, isGame: 'LOBBY' },
  { code: 'TF', category: 'SPORTS', name: 'TF Gaming', isHot: 1, games: 1, isGame: 'LOBBY' },
  { code: 'IA', category: 'SPORTS', name: 'IA Esports', isHot: 0, games: 1, isGame: 'LOBBY' },
  { code: 'OCEAN', category: 'FISH', name: 'Ocean King', isHot: 1, games: 12 },
  { code: 'REEF', category: 'FISH', name: 'Reef Hunter', isHot: 0, games: 10 },
  { code: 'NOVA', category: 'RNG', name: 'Nova Slots', isHot: 1, games: 72, classify: 'SLOT' },
  { code: 'LUMEN', category: 'RNG', name: 'Lumen Games', isHot: 1, games: 64, classify: 'SLOT' },
  { code: 'ORBIT', category: 'RNG', name: 'Orbit Play', isHot: 0, games: 56, classify: 'SLOT' },
  { code: 'JADE', category: 'RNG', name: 'Jade Reels', isHot: 0, games: 48, classify: 'SLOT' },
  { code: 'KING', category: 'PVP', name: 'King Cards', isHot: 1, games: 16, classify: 'CARD' },
  { code: 'TABLE', category: 'PVP', name: 'Table Masters', isHot: 0, games: 12, classify: 'CARD' },
  { code: 'SPB', category: 'INHOUSE', name: 'SPB Originals', isHot: 1, games: 0 },
];

/** The in-house games; Star Reels is also listed among the casino (RNG) games. */
const IN_HOUSE: {
  code: string;
  categories: string[];
  names: Localized;
  minBet: number;
  lines: number;
}[] = [
  {
    code: 'spb-slot',
    categories: ['INHOUSE', 'RNG'],
    names: named(
      'Star Reels',
      '星辰转轴',
      'Gulungan Bintang',
      'Gulungan Bintang',
      'Rolos Estelares',
      'วงล้อดวงดาว',
      'Vòng Quay Ngôi Sao',
    ),
    minBet: 20,
    lines: 20,
  },
  {
    code: 'spb-dice',
    categories: ['INHOUSE'],
    names: named(
      'Lucky Dice',
      '幸运骰子',
      'Dadu Keberuntungan',
      'Dadu Bertuah',
      'Dados da Sorte',
      'ลูกเต๋านำโชค',
      'Xúc Xắc May Mắn',
    ),
    minBet: 10,
    lines: 0,
  },
  {
    code: 'spb-crash',
    categories: ['INHOUSE'],
    names: named(
      'Rocket Crash',
      '火箭冲天',
      'Roket Meluncur',
      'Roket Meluncur',
      'Foguete',
      'จรวดพุ่งทะยาน',
      'Tên Lửa',
    ),
    minBet: 10,
    lines: 0,
  },
];

function named(
  en: string,
  cn: string,
  id: string,
  ms: string,
  pt: string,
  th: string,
  vi: string,
): Localized {
  return { en, 'zh-CN': cn, id, ms, 'pt-BR': pt, th, vi };
}

const LINES = [9, 20, 25, 30, 40, 50, 243, 1024];
const MIN_BETS = [10, 20, 50, 100];

/** A distinct adjective-noun pair for the n-th generated game. */
function gameNames(n: number): Localized {
  const adjective = GAME_ADJECTIVES[n % GAME_ADJECTIVES.length]!;
  const noun = GAME_NOUNS[Math.floor(n / GAME_ADJECTIVES.length) % GAME_NOUNS.length]!;
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, composeName(locale, adjective[locale], noun[locale])]),
  ) as Localized;
}

export async function seedCatalogue(db: Db, now: Date): Promise<void> {
  await db.insert(t.vendors).values(
    VENDORS.map((v, sort) => ({
      code: v.code,
      category: v.category,
      name: v.name,
      isHot: v.isHot,
      gameClassify: v.classify ?? null,
      sort,
      // Only the in-house games are integrated; the demo's third-party vendors have no game server.
      launchUrl: v.code === 'SPB' ? '{cdn}/spb/{game}?t={token}&lang={lang}' : null,
    })),
  );
  let n = 0;
  const rows: (typeof t.games.$inferInsert)[] = [];
  for (const v of VENDORS) {
    for (let i = 0; i < v.games; i++, n++) {
      const lobby = v.isGame === 'LOBBY';
      rows.push({
        vendor: v.code,
        category: v.category,
        gameCode: `${v.code.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
        names: lobby
          ? named(v.name, v.name, v.name, v.name, v.name, v.name, v.name)
          : gameNames(n * 7 + 3),
        // The first card of each PVP vendor opens the vendor's own room list (a VASSALAGE popup).
        isGame: v.isGame ?? (v.category === 'PVP' && i === 0 ? 'VASSALAGE' : 'GAME'),
        isHot: i % 9 === 0 ? 1 : 0,
        gameClassify: v.classify ?? null,
        minBet: MIN_BETS[n % MIN_BETS.length]!,
        lines: v.category === 'RNG' ? LINES[n % LINES.length]! : 0,
        sort: i,
      });
    }
  }
  IN_HOUSE.forEach((g, i) => {
    for (const category of g.categories) {
      rows.push({
        vendor: 'SPB',
        category,
        gameCode: g.code,
        names: g.names,
        isHot: 1,
        minBet: g.minBet,
        lines: g.lines,
        sort: -10 + i,
      });
    }
  });
  await db.insert(t.games).values(rows);

  const day = 86_400_000;
  await db.insert(t.banners).values(
    Object.entries(BANNER_TITLES).flatMap(([groupName, titles]) =>
      titles.map((title, sort) => ({
        groupName,
        titles: title,
        linkageType: sort === 0 ? 'PROMOTION' : 'NONE',
        link: sort === 0 ? '/promotions' : null,
        sort,
      })),
    ),
  );
  await db.insert(t.promotions).values(
    PROMOTIONS.map((p, sort) => ({
      category: p.category,
      titles: p.title,
      summaries: p.summary,
      contents: p.content,
      startAt: new Date(now.getTime() - 10 * day),
      endAt:
        p.endsInDays !== undefined
          ? new Date(now.getTime() + p.endsInDays * day)
          : sort % 3 === 0
            ? null
            : new Date(now.getTime() + 60 * day),
      sort,
      kind: p.claim?.kind ?? 'INFO',
      rules: p.claim?.rules ?? {},
    })),
  );
  await db.insert(t.announcements).values(
    ANNOUNCEMENTS.map((a) => ({
      type: a.type,
      titles: a.title,
      contents: a.content,
      publishedAt: new Date(now.getTime() - a.daysAgo * day),
    })),
  );
  await db.insert(t.helpArticles).values(
    HELP_ARTICLES.map((h, sort) => ({
      tag: h.tag,
      category: h.category,
      titles: h.title,
      contents: h.content,
      sort,
    })),
  );
}
