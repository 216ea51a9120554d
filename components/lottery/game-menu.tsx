'use client';

import Star from 'lucide-react/icons/star';
import type { LotteryMenuGame, LotteryMenuGroup } from '@/lib/contract/lottery-api';
import { Link } from '@/lib/i18n/navigation';
import styles from './lottery.module.css';
import { useLotteryText } from './use-lottery-text';

type Props = {
  groups: LotteryMenuGroup[];
  current: string;
  favourites: string[];
  onStar: (gameCode: string) => void;
};

/** The games by family, the member's starred ones in a group of their own at the top. */
export function GameMenu({ groups, current, favourites, onStar }: Props) {
  const { t } = useLotteryText();
  const games = groups.flatMap((group) => group.gameMenus);
  const starred = favourites.flatMap((code) => games.filter((game) => game.gameCode === code));
  const shown = [
    ...(starred.length > 0 ? [{ code: 'favourites', title: t('favourites'), games: starred }] : []),
    ...groups.map((group) => ({
      code: group.gameGroupCode,
      title: t.has(`groups.${group.gameGroupCode}`)
        ? t(`groups.${group.gameGroupCode}`)
        : group.labelName,
      games: group.gameMenus,
    })),
  ];
  const cadence = (game: LotteryMenuGame) =>
    game.intervalSeconds === null
      ? t('daily')
      : t('every', { minutes: Math.max(1, Math.round(game.intervalSeconds / 60)) });
  return (
    <nav className={styles.menu} aria-labelledby="lottery-menu-title">
      <h2 id="lottery-menu-title" className={styles.menuTitle}>
        {t('games')}
      </h2>
      <div className={styles.menuGroups}>
        {shown.map((group) => (
          <section
            key={group.code}
            className={styles.menuGroup}
            aria-labelledby={`lottery-group-${group.code}`}
          >
            <h3 id={`lottery-group-${group.code}`}>{group.title}</h3>
            <ul>
              {group.games.map((game) => {
                const isFavourite = favourites.includes(game.gameCode);
                return (
                  <li key={game.gameCode} className={styles.menuItem}>
                    <Link
                      href={{ pathname: '/lottery', query: { gameCode: game.gameCode } }}
                      aria-current={game.gameCode === current ? 'page' : undefined}
                      scroll={false}
                    >
                      <span>{game.gameName}</span>
                      <small>{cadence(game)}</small>
                    </Link>
                    <button
                      type="button"
                      className={styles.star}
                      aria-pressed={isFavourite}
                      aria-label={t('favourite', { name: game.gameName })}
                      onClick={() => onStar(game.gameCode)}
                    >
                      <Star size={16} aria-hidden fill={isFavourite ? 'currentColor' : 'none'} />
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
