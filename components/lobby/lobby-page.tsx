import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { pageLocale } from '@/lib/i18n/page-locale';
import { LOBBIES, type LobbyPath } from '@/lib/wps/games';
import { BannerStrip } from '../home/banner-strip';
import { GridSkeleton } from './grid-skeleton';
import { LobbyResults, LobbyView } from './lobby-results';
import { MyGamesSection } from './my-games-section';
import type { LobbySearch } from './lobby-query';
import type { Locale } from '@/lib/contract/languages';
import { pageMetadata } from '@/lib/seo';
import { WinnersSection } from '../winners/winners-section';

type Props = { params: Promise<{ locale: string }>; searchParams?: Promise<LobbySearch> };

/** Title and description of a lobby, per language. */
export function lobbyMetadata(lobby: LobbyPath) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    const category = LOBBIES[lobby];
    const [tc, t] = await Promise.all([
      getTranslations({ locale, namespace: 'categories' }),
      getTranslations({ locale, namespace: 'lobby' }),
    ]);
    return pageMetadata({
      locale: locale as Locale,
      path: `/${lobby}`,
      title: tc(category),
      description: t('description', { category: tc(category) }),
    });
  };
}

/**
 * The one lobby page of every category (spec route table); each route file names its category.
 * The plain lobby is static; with a query (?page=, a search, a page number) proxy.ts sends the
 * request to the lobby-search route, which passes the query string here.
 */
export async function LobbyPage({ lobby, params, searchParams }: Props & { lobby: LobbyPath }) {
  const locale = await pageLocale(params);
  const category = LOBBIES[lobby];
  const tc = await getTranslations({ locale, namespace: 'categories' });
  return (
    <main className="lobby">
      <BannerStrip group={lobby} locale={locale} />
      <h1 className="lobby-title">{tc(category)}</h1>
      <MyGamesSection locale={locale} />
      {searchParams ? (
        <Suspense fallback={<GridSkeleton />}>
          <LobbyResults
            category={category}
            lobby={lobby}
            locale={locale}
            searchParams={searchParams}
          />
        </Suspense>
      ) : (
        <LobbyView
          category={category}
          lobby={lobby}
          locale={locale}
          query={{ gameType: category, pageNo: 1 }}
          tabs
        />
      )}
      <WinnersSection locale={locale} />
    </main>
  );
}
