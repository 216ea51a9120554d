import type { Game } from '@/lib/contract/catalogue';
import { Icon } from '../ui/icon';
import { GameCards, type CardLabels, type GameTile } from './game-cards';

type Props = {
  games: Game[];
  cdn: string;
  names: Record<string, string>;
  labels: CardLabels;
  eager?: number;
};

/**
 * A grid of game cards. The cards render in a client component from a few fields per game, so the
 * page's flight data carries one small object per card instead of each card's element tree.
 */
export function GameGrid({ games, cdn, names, labels, eager = 0 }: Props) {
  const tiles: GameTile[] = games.map((game) => ({
    key: `${game.vassalage}-${game.gameCode}`,
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    name: game.gameName,
    image: game.image,
    hot: game.isHot === 1,
    hall: game.isGame === 'VASSALAGE' ? game.gameType : undefined,
  }));
  const vendors = Object.fromEntries(
    [...new Set(games.map((g) => g.vassalage))].map((v) => [v, names[v] ?? v]),
  );
  return (
    <GameCards
      tiles={tiles}
      cdn={cdn}
      vendors={vendors}
      labels={labels}
      hotIcon={<Icon name="flame" size={12} />}
      eager={eager}
    />
  );
}
