'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import type { GameRef } from '@/lib/games/game-ref';
import { useRecentGames } from '@/lib/hooks/use-recent-games';
import { useVendorWallets } from '@/lib/hooks/use-vendor-wallets';
import { LaunchError } from './launch-error';
import { PlayToolbar } from './play-toolbar';
import { useBackHref } from './use-back-href';
import { useBalanceMessages } from './use-balance-messages';
import { useLaunch } from './use-launch';
import { useReturnFunds } from './use-return-funds';
import './play.css';

/**
 * A member's game (/game, /seamless): launched through the platform, run in a frame that fills the
 * area under the header, under a slim toolbar. Balance messages from the frame refresh the header.
 */
export function GameFrame({ game, here, trial }: { game: GameRef; here: string; trial: boolean }) {
  const t = useTranslations('games');
  const locale = useLocale();
  const stage = useRef<HTMLDivElement>(null);
  const { state, retry } = useLaunch(game, trial);
  // Free play bets from the main wallet: nothing to bring back.
  const { returnNow, noteBalance } = useReturnFunds(game.vendor, state.kind === 'ready' && !trial);
  useBalanceMessages(noteBalance);
  const recent = useRecentGames(state.kind === 'ready');
  const vendorName = useVendorWallets()?.find((v) => v.code === game.vendor)?.name;
  // The launch answers no name: the recent list (the launch just joined it) has it, else the vendor's.
  const name =
    recent.data?.list?.find((g) => g.nodeId === game.nodeId)?.gameName ?? vendorName ?? game.gameId;
  const backHref = useBackHref(locale);
  return (
    <div className="play-frame" ref={stage} data-state={state.kind}>
      <PlayToolbar name={name} backHref={backHref} onLeave={returnNow} stage={stage} />
      {state.kind === 'ready' && (
        <iframe
          className="play-iframe"
          src={state.src}
          title={name}
          allow="fullscreen; autoplay; clipboard-write"
        />
      )}
      {state.kind === 'launching' && (
        <div className="play-status" aria-busy="true">
          <span className="play-spinner" aria-hidden />
          <p>{t('launching')}</p>
        </div>
      )}
      {state.kind === 'failed' && (
        <LaunchError problem={state.problem} retry={retry} backHref={backHref} here={here} />
      )}
    </div>
  );
}
