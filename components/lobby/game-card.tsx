import { Flame } from 'lucide-react';
import type { Game } from '@/lib/contract/catalogue';
import { FallbackImage } from '../ui/fallback-image';
import { VassalageCard } from './vassalage-card';

export type PopupLabels = { close: string; loading: string; failed: string };

type Props = {
  game: Game;
  cdn: string;
  hotLabel: string;
  vendorName: string;
  popupLabels: PopupLabels;
  eager?: boolean;
};

/** A game: thumbnail, name, vendor and hot badges; opening it goes through /game (login first). */
export function GameCard({ game, cdn, hotLabel, vendorName, popupLabels, eager }: Props) {
  const href = `/game?nodeId=${game.nodeId}&vassalage=${encodeURIComponent(game.vassalage)}`;
  const face = (
    <>
      <span className="game-thumb">
        <FallbackImage src={`${cdn}${game.image}`} alt="" width={400} height={300} eager={eager} />
        {game.isHot === 1 && (
          <span className="badge-hot">
            <Flame size={12} aria-hidden /> {hotLabel}
          </span>
        )}
      </span>
      <span className="game-name">{game.gameName}</span>
      <span className="game-vendor">{vendorName}</span>
    </>
  );
  return (
    <li className="game-card">
      {game.isGame === 'VASSALAGE' ? (
        <VassalageCard
          gameType={game.gameType}
          vassalage={game.vassalage}
          title={game.gameName}
          labels={popupLabels}
        >
          {face}
        </VassalageCard>
      ) : (
        <a href={href} className="game-link">
          {face}
        </a>
      )}
    </li>
  );
}
