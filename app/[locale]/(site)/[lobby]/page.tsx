import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { BannerStrip } from '@/components/home/banner-strip';
import { LobbyResults } from '@/components/lobby/lobby-results';
import { GridSkeleton } from '@/components/lobby/grid-skeleton';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routing } from '@/lib/i18n/routing';
import { LOBBIES, type LobbyPath } from '@/lib/wps/games';

type Props = PageProps<'/[locale]/[lobby]'>;

/** Only the lobbies of the route table; any other single segment is the not-found page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    Object.keys(LOBBIES).map((lobby) => ({ locale, lobby })),
  );
}

function lobbyOf(path: string): LobbyPath {
  if (!Object.hasOwn(LOBBIES, path)) notFound();
  return path as LobbyPath;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, lobby } = await params;
  const category = LOBBIES[lobbyOf(lobby)];
  const [tc, t] = await Promise.all([
    getTranslations({ locale, namespace: 'categories' }),
    getTranslations({ locale, namespace: 'lobby' }),
  ]);
  return { title: tc(category), description: t('description', { category: tc(category) }) };
}

/** One lobby page for every category (spec route table); the category comes from the path. */
export default async function LobbyPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const lobby = lobbyOf((await params).lobby);
  const category = LOBBIES[lobby];
  const tc = await getTranslations({ locale, namespace: 'categories' });
  return (
    <main className="lobby">
      <BannerStrip group={lobby} locale={locale} />
      <h1 className="lobby-title">{tc(category)}</h1>
      <Suspense fallback={<GridSkeleton />}>
        <LobbyResults
          category={category}
          lobby={lobby}
          locale={locale}
          searchParams={searchParams}
        />
      </Suspense>
    </main>
  );
}
