'use client';

import type { ReactNode } from 'react';
import type { Category } from '@/lib/contract/catalogue';
import { GameLink } from '../auth/game-link';
import { FallbackImage } from '../ui/fallback-image';
import { VassalageCard } from './vassalage-card';

/** What a card shows of a game; `hall` is set for a vendor's hall (VASSALAGE), which opens a list. */
export type GameTile = {
  key: string;
  nodeId: number;
  vassalage: string;
  name: string;
  image: string;
  hot: boolean;
  hall?: Category;
};

export type CardLabels = { hot: string; close: string; loading: string; failed: string };

type Props = {
  tiles: GameTile[];
  cdn: string;
  /** Vendor names by vassalage, for the vendors in this grid. */
  vendors: Record<string, string>;
  labels: CardLabels;
  /** The hot badge's icon, drawn by the server (a sprite reference). */
  hotIcon: ReactNode;
  /** How many of the first thumbnails load at once (above the fold). */
  eager: number;
};

/** Thumbnail, name, vendor and hot badges; opening a game goes through /game (login first). */
export function GameCards({ tiles, cdn, vendors, labels, hotIcon, eager }: Props) {
  return (
    <ul className="game-grid">
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
                <span className="badge-hot">
                  {hotIcon} {labels.hot}
                </span>
              )}
            </span>
            <span className="game-name">{tile.name}</span>
            <span className="game-vendor">{vendors[tile.vassalage] ?? tile.vassalage}</span>
          </>
        );
        return (
          <li key={tile.key} className="game-card">
            {tile.hall ? (
              <VassalageCard
                gameType={tile.hall}
                vassalage={tile.vassalage}
                title={tile.name}
                labels={labels}
              >
                {face}
              </VassalageCard>
            ) : (
              <GameLink
                href={`/game?nodeId=${tile.nodeId}&vassalage=${encodeURIComponent(tile.vassalage)}`}
                className="game-link"
              >
                {face}
              </GameLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
