import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';

export const generateMetadata = lobbyMetadata('fish');

/** Static: queries (?page=, search, paging) are served by lobby-search (see proxy.ts). */
export default function Page({ params }: PageProps<'/[locale]/fish'>) {
  return <LobbyPage lobby="fish" params={params} />;
}
