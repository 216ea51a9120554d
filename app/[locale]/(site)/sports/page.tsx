import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';

export const generateMetadata = lobbyMetadata('sports');

/** Static: queries (?page=, search, paging) are served by lobby-search (see proxy.ts). */
export default function Page({ params }: PageProps<'/[locale]/sports'>) {
  return <LobbyPage lobby="sports" params={params} />;
}
