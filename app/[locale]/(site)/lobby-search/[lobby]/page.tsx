import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';
import { routing } from '@/lib/i18n/routing';
import { LOBBIES, type LobbyPath } from '@/lib/wps/games';

type Props = PageProps<'/[locale]/lobby-search/[lobby]'>;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    Object.keys(LOBBIES).map((lobby) => ({ locale, lobby })),
  );
}

async function lobbyOf(params: Props['params']): Promise<LobbyPath> {
  const { lobby } = await params;
  if (!Object.hasOwn(LOBBIES, lobby)) notFound();
  return lobby as LobbyPath;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return lobbyMetadata(await lobbyOf(props.params))(props);
}

/** A lobby with a query string: proxy.ts rewrites `/rng?page=NOVA` here; the address stays. */
export default async function LobbySearchPage({ params, searchParams }: Props) {
  return <LobbyPage lobby={await lobbyOf(params)} params={params} searchParams={searchParams} />;
}
