import type { Game } from '@/lib/contract/catalogue';
import { toTile } from '@/lib/games/game-ref';
import { GameCards, type CardLabels } from './game-cards';

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
  const vendors = Object.fromEntries(
    [...new Set(games.map((g) => g.vassalage))].map((v) => [v, names[v] ?? v]),
  );
  return (
    <GameCards
      tiles={games.map(toTile)}
      cdn={cdn}
      vendors={vendors}
      labels={labels}
      eager={eager}
    />
  );
}
