import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';

export const generateMetadata = lobbyMetadata('esports');

/** Static: queries (?page=, search, paging) are served by lobby-search (see proxy.ts). */
export default function Page({ params }: PageProps<'/[locale]/esports'>) {
  return <LobbyPage lobby="esports" params={params} />;
}
