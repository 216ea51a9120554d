import { Flame } from 'lucide-react';
import type { Game } from '@/lib/contract/catalogue';
import { FallbackImage } from '../ui/fallback-image';

type Props = { game: Game; cdn: string; hotLabel: string; vendorName: string; eager?: boolean };

/** A game: thumbnail, name, vendor and hot badges; opening it goes through /game (login first). */
export function GameCard({ game, cdn, hotLabel, vendorName, eager }: Props) {
  const href = `/game?nodeId=${game.nodeId}&vassalage=${encodeURIComponent(game.vassalage)}`;
  return (
    <li className="game-card">
      <a href={href} className="game-link">
        <span className="game-thumb">
          <FallbackImage
            src={`${cdn}${game.image}`}
            alt=""
            width={400}
            height={300}
            eager={eager}
          />
          {game.isHot === 1 && (
            <span className="badge-hot">
              <Flame size={12} aria-hidden /> {hotLabel}
            </span>
          )}
        </span>
        <span className="game-name">{game.gameName}</span>
        <span className="game-vendor">{vendorName}</span>
      </a>
    </li>
  );
}
