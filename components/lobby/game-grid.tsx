import type { Game } from '@/lib/contract/catalogue';
import { GameCard, type PopupLabels } from './game-card';

type Props = {
  games: Game[];
  cdn: string;
  names: Record<string, string>;
  hotLabel: string;
  popupLabels: PopupLabels;
  eager?: number;
};

export function GameGrid({ games, cdn, names, hotLabel, popupLabels, eager = 0 }: Props) {
  return (
    <ul className="game-grid">
      {games.map((game, i) => (
        <GameCard
          key={`${game.vassalage}-${game.gameCode}`}
          game={game}
          cdn={cdn}
          hotLabel={hotLabel}
          popupLabels={popupLabels}
          vendorName={names[game.vassalage] ?? game.vassalage}
          eager={i < eager}
        />
      ))}
    </ul>
  );
}
