'use client';

import { useLocale } from 'next-intl';
import type { LotteryGameView } from '@/lib/contract/lottery-api';
import { useMember } from '@/lib/hooks/use-member';
import { localePath } from '@/lib/i18n/prefix';
import { VnBoard } from '../lottery-results/vn-board';
import { BettingBoard, GameUnavailable } from './betting-board';
import styles from './lottery.module.css';
import { MyBets } from './my-bets';
import { useLotteryBetting } from './use-lottery-betting';

type Props = {
  gameCode: string;
  initialGame: LotteryGameView | null;
  playType: string | null;
  currency: string;
  serverNow: number;
};

/**
 * Betting on one Vietnamese game inside /vnlottery: the hall's draw, picker, slip and chase, the
 * latest draw's prize rows with the đầu/đuôi board (live), and the member's bets.
 */
export function VnBetting({ gameCode, initialGame, playType, currency, serverNow }: Props) {
  const locale = useLocale();
  const { member } = useMember();
  const signedIn = member !== null;
  const betting = useLotteryBetting(gameCode, initialGame, serverNow, playType);
  const { game, view, play, latest } = betting;
  if (!game || !view || !play)
    return (
      <div className={styles.vnHall}>
        <GameUnavailable
          failed={betting.error !== undefined}
          onRetry={() => void betting.refresh()}
        />
      </div>
    );
  return (
    <div className={styles.vnHall}>
      <BettingBoard
        betting={betting}
        game={game}
        view={view}
        play={play}
        currency={currency}
        signedIn={signedIn}
        heading="h2"
      />
      <div className={styles.vnResults}>
        <VnBoard gameCode={gameCode} tzOffsetMinutes={game.tzOffsetMinutes} recent={game.recent} />
      </div>
      <div className={styles.vnBets}>
        <MyBets
          gameCode={gameCode}
          signedIn={signedIn}
          currency={currency}
          latestNumero={latest?.result ? latest.numero : undefined}
          here={localePath(locale, `/vnlottery?gameCode=${encodeURIComponent(gameCode)}`)}
        />
      </div>
    </div>
  );
}
