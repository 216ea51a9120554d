'use client';

import { useLocale } from 'next-intl';
import type { LotteryGameView, LotteryMenuGroup } from '@/lib/contract/lottery-api';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useLotteryFavourites } from '@/lib/hooks/use-lottery-favourites';
import { useMember } from '@/lib/hooks/use-member';
import { localePath } from '@/lib/i18n/prefix';
import { BettingBoard, GameUnavailable } from './betting-board';
import { GameMenu } from './game-menu';
import styles from './lottery.module.css';
import { MyBets } from './my-bets';
import { RecentResults } from './recent-results';
import { useLotteryBetting } from './use-lottery-betting';

type Props = {
  groups: LotteryMenuGroup[];
  gameCode: string;
  initialGame: LotteryGameView | null;
  playType: string | null;
  currency: string;
  serverNow: number;
};

/** The lottery hall for one game: menu, draw, picker, slip, results and the member's bets. */
export function LotteryHallView({
  groups,
  gameCode,
  initialGame,
  playType,
  currency,
  serverNow,
}: Props) {
  const locale = useLocale();
  const { member } = useMember();
  const signedIn = member !== null;
  const gate = useLoginGate();
  const favourites = useLotteryFavourites(member?.account ?? null);
  const betting = useLotteryBetting(gameCode, initialGame, serverNow, playType);
  const { game, view, play, latest } = betting;

  const star = async (code: string) => {
    if (await gate({ trialAllowed: true })) favourites.toggle(code);
  };

  return (
    <div className={styles.hall}>
      <GameMenu
        groups={groups}
        current={gameCode}
        favourites={favourites.codes}
        onStar={(code) => void star(code)}
      />
      {game && view && play ? (
        <>
          <BettingBoard
            betting={betting}
            game={game}
            view={view}
            play={play}
            currency={currency}
            signedIn={signedIn}
          />
          <div className={styles.records}>
            <RecentResults game={game} />
            <MyBets
              gameCode={gameCode}
              signedIn={signedIn}
              currency={currency}
              latestNumero={latest?.result ? latest.numero : undefined}
              here={localePath(locale, `/lottery?gameCode=${encodeURIComponent(gameCode)}`)}
            />
          </div>
        </>
      ) : (
        <GameUnavailable
          failed={betting.error !== undefined}
          onRetry={() => void betting.refresh()}
        />
      )}
    </div>
  );
}
