import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';

export const generateMetadata = lobbyMetadata('fish');

export default function Page(props: PageProps<'/[locale]/fish'>) {
  return <LobbyPage lobby="fish" {...props} />;
}
