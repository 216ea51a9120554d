import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';

export const generateMetadata = lobbyMetadata('live');

export default function Page(props: PageProps<'/[locale]/live'>) {
  return <LobbyPage lobby="live" {...props} />;
}
