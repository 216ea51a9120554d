import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';

export const generateMetadata = lobbyMetadata('esports');

export default function Page(props: PageProps<'/[locale]/esports'>) {
  return <LobbyPage lobby="esports" {...props} />;
}
