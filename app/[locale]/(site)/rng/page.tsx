import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';

export const generateMetadata = lobbyMetadata('rng');

/** Static: queries (?page=, search, paging) are served by lobby-search (see proxy.ts). */
export default function Page({ params }: PageProps<'/[locale]/rng'>) {
  return <LobbyPage lobby="rng" params={params} />;
}
