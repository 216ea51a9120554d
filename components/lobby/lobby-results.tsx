import { getTranslations } from 'next-intl/server';
import type { Category } from '@/lib/contract/catalogue';
import type { Locale } from '@/lib/contract/languages';
import { localePrefix } from '@/lib/i18n/prefix';
import { cacheLife, cacheTag } from 'next/cache';
import { CACHE_TAGS, getImageCdn, getVendorLanes } from '@/lib/wps/catalogue';
import { getGamePage, getHotGames, type GameQuery } from '@/lib/wps/games';
import { Pager } from '../ui/pager';
import { cardLabels } from './card-labels';
import { GameGrid } from './game-grid';
import { LobbyFilters } from './lobby-filters';
import { lobbyHref, lobbyQuery, type LobbySearch } from './lobby-query';
import { VendorTabs } from './vendor-tabs';

type Props = {
  category: Category;
  /** The page's path without locale (`rng`, `elott`, `vnlottery`). */
  lobby: string;
  locale: Locale;
  searchParams: Promise<LobbySearch>;
  /** A page of one vendor only (the Vietnamese lottery): no vendor tabs. */
  vendor?: string;
};

/** The part of a lobby that depends on the query string: it reads the query, the view is cached. */
export async function LobbyResults({ category, lobby, locale, searchParams, vendor }: Props) {
  const [lanes, search] = await Promise.all([getVendorLanes(), searchParams]);
  const vendors = lanes.find((lane) => lane.title === category)?.cards ?? [];
  const query = lobbyQuery(
    category,
    vendor ? { ...search, page: vendor } : search,
    vendors.map((v) => v.vassalage),
  );
  return (
    <LobbyView category={category} lobby={lobby} locale={locale} query={query} tabs={!vendor} />
  );
}

type ViewProps = {
  category: Category;
  lobby: string;
  locale: Locale;
  query: GameQuery;
  tabs: boolean;
};

/**
 * Vendor tabs, filters, hot games and the grid for one query. Rendered once per query and kept,
 * so a lobby costs a cache lookup per request instead of a render of every card.
 */
export async function LobbyView({ category, lobby, locale, query, tabs }: ViewProps) {
  'use cache';
  cacheTag(CACHE_TAGS.games, CACHE_TAGS.vendors);
  cacheLife({ stale: 30, revalidate: 60, expire: 3600 });
  const [t, lanes, cdn, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'lobby' }),
    getVendorLanes(),
    getImageCdn(),
    cardLabels(locale),
  ]);
  const vendors = lanes.find((lane) => lane.title === category)?.cards ?? [];
  const base = `${localePrefix(locale)}/${lobby}`;
  const [page, hot] = await Promise.all([
    getGamePage(query, locale),
    getHotGames(query.vassalage, locale),
  ]);
  const names = Object.fromEntries(vendors.map((v) => [v.vassalage, v.name]));
  const hotHere = hot.filter((g) => g.gameType === category).slice(0, 7);
  const filtered = Boolean(query.gameName || query.minBet || query.minLineNum);
  return (
    <>
      {tabs && (
        <VendorTabs
          vendors={vendors}
          current={query.vassalage}
          allLabel={t('allVendors')}
          href={(vassalage) => lobbyHref(base, { ...query, vassalage, pageNo: 1 })}
          label={t('vendors')}
        />
      )}
      <LobbyFilters query={query} locale={locale} />
      {hotHere.length > 0 && !filtered && query.pageNo === 1 && (
        <section aria-labelledby="hot-games" className="hot-games">
          <h2 id="hot-games">{t('hotGames')}</h2>
          <GameGrid games={hotHere} cdn={cdn} names={names} labels={labels} />
        </section>
      )}
      <section aria-labelledby="all-games">
        <h2 id="all-games">{t('games', { count: page.total })}</h2>
        {page.games.length === 0 ? (
          <p className="empty">{t('noGames')}</p>
        ) : (
          <GameGrid games={page.games} cdn={cdn} names={names} labels={labels} eager={6} />
        )}
        <Pager
          current={page.pageNo}
          total={page.totalPages}
          href={(pageNo) => lobbyHref(base, query, { pageNo })}
          labels={{ previous: t('previous'), next: t('next'), nav: t('pages') }}
        />
      </section>
    </>
  );
}
