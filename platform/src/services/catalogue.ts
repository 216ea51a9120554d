import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  Category,
  Promotion,
  PromotionCategory,
  VendorLane,
} from '../../../lib/contract/catalogue';
import { CATEGORIES } from '../../../lib/contract/catalogue';
import { pickText, type Locale } from '../../../lib/contract/languages';
import type {
  Announcement,
  AnnouncementType,
  Banner,
  HelpArticle,
} from '../../../lib/contract/system';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { isClaimable } from './rewards/promotions';

/** Image paths are relative to an image CDN of the brand's list; the client picks one. */
export const imagePath = {
  banner: (id: number) => `/banners/${id}.svg`,
  promotion: (id: number) => `/promotions/${id}.svg`,
  game: (vendor: string, code: string) => `/games/${vendor}/${code}.svg`,
  vendor: (vendor: string) => `/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${vendor}-WHITE.png`,
};

/** The category a game or vendor is shown under: esports vendors' SPORTS games are ESPORTS. */
export function laneOf(category: string, vendor: string, esportsVassalages: string[]): Category {
  return (
    category === 'SPORTS' && esportsVassalages.includes(vendor) ? 'ESPORTS' : category
  ) as Category;
}

export function createCatalogueService(db: Db) {
  /**
   * Vendor lanes in the spec's category order. A lane holds every vendor with enabled games in it;
   * SPORTS vendors whose vassalage is in the brand's esports list form the ESPORTS lane.
   */
  async function vendorLanes(esportsVassalages: string[]): Promise<VendorLane[]> {
    const rows = await db
      .selectDistinct({
        category: t.games.category,
        code: t.vendors.code,
        name: t.vendors.name,
        isHot: t.vendors.isHot,
        gameClassify: t.vendors.gameClassify,
        sort: t.vendors.sort,
      })
      .from(t.games)
      .innerJoin(t.vendors, eq(t.vendors.code, t.games.vendor))
      .where(and(eq(t.games.enabled, true), eq(t.vendors.enabled, true)))
      .orderBy(asc(t.vendors.sort));
    const lanes = new Map<Category, VendorLane>();
    for (const row of rows) {
      const category = laneOf(row.category, row.code, esportsVassalages);
      const lane = lanes.get(category) ?? { title: category, cards: [], gameClassify: null };
      lane.cards.push({
        vassalage: row.code,
        name: row.name,
        isHot: row.isHot === 1 ? 1 : 0,
        gameClassify: row.gameClassify,
      });
      lanes.set(category, lane);
    }
    return CATEGORIES.flatMap((c) => lanes.get(c) ?? []);
  }

  async function banners(group: string, locale: Locale): Promise<Banner[]> {
    const rows = await db
      .select()
      .from(t.banners)
      .where(eq(t.banners.groupName, group))
      .orderBy(asc(t.banners.sort));
    return rows.map((b) => ({
      bannerId: b.id,
      url: imagePath.banner(b.id),
      groupName: b.groupName,
      linkageType: b.linkageType,
      link: b.link,
      title: pickText(b.titles, locale),
    }));
  }

  function toPromotion(p: typeof t.promotions.$inferSelect, locale: Locale): Promotion {
    return {
      id: p.id,
      category: p.category as PromotionCategory,
      title: pickText(p.titles, locale),
      summary: pickText(p.summaries, locale),
      content: pickText(p.contents, locale),
      image: imagePath.promotion(p.id),
      startAt: p.startAt.toISOString(),
      endAt: p.endAt?.toISOString() ?? null,
      claimable: isClaimable(p.kind),
      raffle: p.kind === 'RAFFLE',
    };
  }

  const running = (now: Date) =>
    and(
      lte(t.promotions.startAt, now),
      or(isNull(t.promotions.endAt), gt(t.promotions.endAt, now)),
    );

  /** Running promotions in the operators' order, or only the `newest` few by start time. */
  async function promotions(
    category: string | undefined,
    locale: Locale,
    options: { newest?: number; now?: Date } = {},
  ): Promise<Promotion[]> {
    const query = db
      .select()
      .from(t.promotions)
      .where(
        and(
          running(options.now ?? new Date()),
          category ? eq(t.promotions.category, category) : undefined,
        ),
      );
    const rows = options.newest
      ? await query.orderBy(desc(t.promotions.startAt), desc(t.promotions.id)).limit(options.newest)
      : await query.orderBy(asc(t.promotions.sort));
    return rows.map((p) => toPromotion(p, locale));
  }

  async function promotion(id: number, locale: Locale): Promise<Promotion | null> {
    const [row] = await db.select().from(t.promotions).where(eq(t.promotions.id, id)).limit(1);
    return row ? toPromotion(row, locale) : null;
  }

  const ofTypes = (types: AnnouncementType[]) =>
    types.length > 0 ? inArray(t.announcements.type, types) : undefined;

  /** Newest first; `offset` and `limit` page through them. */
  async function latestAnnouncements(
    types: AnnouncementType[],
    locale: Locale,
    limit: number,
    offset = 0,
  ): Promise<Announcement[]> {
    const rows = await db
      .select()
      .from(t.announcements)
      .where(ofTypes(types))
      .orderBy(desc(t.announcements.publishedAt), desc(t.announcements.id))
      .limit(limit)
      .offset(offset);
    return rows.map((a) => ({
      id: a.id,
      type: a.type as AnnouncementType,
      title: pickText(a.titles, locale),
      content: pickText(a.contents, locale),
      timestamp: a.publishedAt.toISOString(),
    }));
  }

  async function announcements(
    types: AnnouncementType[],
    locale: Locale,
    pageNo: number,
    pageSize: number,
  ) {
    const [list, [count]] = await Promise.all([
      latestAnnouncements(types, locale, pageSize, (pageNo - 1) * pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.announcements)
        .where(ofTypes(types)),
    ]);
    return { list, totalPages: Math.max(1, Math.ceil((count?.n ?? 0) / pageSize)) };
  }

  async function helpCenter(locale: Locale): Promise<HelpArticle[]> {
    const rows = await db.select().from(t.helpArticles).orderBy(asc(t.helpArticles.sort));
    return rows.map((h) => ({
      tag: h.tag,
      category: h.category,
      title: pickText(h.titles, locale),
      content: pickText(h.contents, locale),
      sort: h.sort,
    }));
  }

  return {
    vendorLanes,
    banners,
    promotions,
    promotion,
    announcements,
    latestAnnouncements,
    helpCenter,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
