import { LobbyPage, lobbyMetadata } from '@/components/lobby/lobby-page';

export const generateMetadata = lobbyMetadata('inhouse');

export default function Page(props: PageProps<'/[locale]/inhouse'>) {
  return <LobbyPage lobby="inhouse" {...props} />;
}
