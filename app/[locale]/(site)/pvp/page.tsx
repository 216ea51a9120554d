import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';

export const generateMetadata = lobbyMetadata('pvp');

export default function Page(props: PageProps<'/[locale]/pvp'>) {
  return <LobbyPage lobby="pvp" {...props} />;
}
