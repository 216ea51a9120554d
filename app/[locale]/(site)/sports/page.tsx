import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';

export const generateMetadata = lobbyMetadata('sports');

export default function Page(props: PageProps<'/[locale]/sports'>) {
  return <LobbyPage lobby="sports" {...props} />;
}
