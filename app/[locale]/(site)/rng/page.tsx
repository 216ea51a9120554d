import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';

export const generateMetadata = lobbyMetadata('rng');

export default function Page(props: PageProps<'/[locale]/rng'>) {
  return <LobbyPage lobby="rng" {...props} />;
}
