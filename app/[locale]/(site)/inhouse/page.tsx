import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';

export const generateMetadata = lobbyMetadata('inhouse');

/** Static: queries (?page=, search, paging) are served by lobby-search (see proxy.ts). */
export default function Page({ params }: PageProps<'/[locale]/inhouse'>) {
  return <LobbyPage lobby="inhouse" params={params} />;
}
