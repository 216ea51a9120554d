'use client';

import { useLocale } from 'next-intl';
import { gameHref, type GameTile } from '@/lib/games/game-ref';
import { GameLink } from '../auth/game-link';
import { FallbackImage } from '../ui/fallback-image';
import { FavouriteButton, useFavouriteHearts } from './favourite-button';
import { VassalageCard } from './vassalage-card';
import './games.css';

export type CardLabels = { hot: string; close: string; loading: string; failed: string };

type Props = {
  tiles: GameTile[];
  cdn: string;
  /** Vendor names by vendor code, for the vendors in this grid. */
  vendors: Record<string, string>;
  labels: CardLabels;
  /** How many of the first thumbnails load at once (above the fold). */
  eager: number;
  /** `row`: one scrolling line of cards (the member's recent games and favourites). */
  layout?: 'grid' | 'row';
};

/**
 * Thumbnail, name, vendor and hot badges, and the favourite heart; opening a game goes through
 * /game (login first). A vendor's hall opens its game list instead.
 */
export function GameCards({ tiles, cdn, vendors, labels, eager, layout }: Props) {
  const locale = useLocale();
  const hearts = useFavouriteHearts();
  return (
    <ul className={layout === 'row' ? 'game-grid game-row' : 'game-grid'}>
      {tiles.map((tile, i) => {
        const face = (
          <>
            <span className="game-thumb">
              <FallbackImage
                src={`${cdn}${tile.image}`}
                alt=""
                width={400}
                height={300}
                eager={i < eager}
              />
              {tile.hot && (
                // The flame is drawn by CSS (globals.css), not carried by every card.
                <span className="badge-hot">{labels.hot}</span>
              )}
            </span>
            <span className="game-name">{tile.name}</span>
            <span className="game-vendor">{vendors[tile.vendor] ?? tile.vendor}</span>
          </>
        );
        return (
          <li key={tile.key} className="game-card" data-node={tile.nodeId}>
            {tile.hall ? (
              <VassalageCard
                gameType={tile.gameType}
                vassalage={tile.vendor}
                title={tile.name}
                labels={labels}
              >
                {face}
              </VassalageCard>
            ) : (
              <>
                <GameLink href={gameHref(locale, tile)} className="game-link">
                  {face}
                </GameLink>
                <FavouriteButton tile={tile} hearts={hearts} />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
