import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { localePrefix } from '@/lib/i18n/prefix';
import { getLotteryGameCodes, getResultsGame } from '@/lib/wps/lottery-results';
import { VnBoard } from './vn-board';

type Props = {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The Vietnamese lottery page's content: a side menu of the VN games (?gameCode= picks one, the
 * first by default), the chosen game's latest draw in its 27-number layout with the đầu/đuôi
 * board, and the way to bet on it.
 */
export async function VnHall({ locale, searchParams }: Props) {
  const [query, codes, t] = await Promise.all([
    searchParams,
    getLotteryGameCodes(),
    getTranslations({ locale, namespace: 'lotteryResults' }),
  ]);
  const vn = codes.filter((c) => c.family === 'VN_MB');
  const games = (await Promise.all(vn.map((c) => getResultsGame(c.gameCode, locale)))).filter(
    (g) => g !== null,
  );
  if (games.length === 0) return <p className="empty">{t('none')}</p>;
  const asked = Array.isArray(query.gameCode) ? query.gameCode[0] : query.gameCode;
  const game = games.find((g) => g.gameCode === asked) ?? games[0]!;
  const prefix = localePrefix(locale);
  return (
    <div className="vn-hall">
      <nav className="vn-menu" aria-label={t('vnGames')}>
        {games.map((g) => (
          <a
            key={g.gameCode}
            href={`${prefix}/vnlottery?gameCode=${g.gameCode}`}
            aria-current={g.gameCode === game.gameCode ? 'page' : undefined}
          >
            {g.gameName}
          </a>
        ))}
      </nav>
      <div className="vn-main">
        <h2 className="vn-game-title">{game.gameName}</h2>
        <p className="odds-links">
          <a href={`${prefix}/lottery?gameCode=${game.gameCode}`}>{t('play')}</a>
          <a href={`${prefix}/results/${game.gameCode}`}>{t('results')}</a>
        </p>
        <VnBoard gameCode={game.gameCode} locale={locale} />
      </div>
    </div>
  );
}
