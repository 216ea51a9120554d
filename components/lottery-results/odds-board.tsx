import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { playByCode } from '@/lib/contract/lottery';
import { localePrefix } from '@/lib/i18n/prefix';
import { getOddsGames } from '@/lib/wps/lottery-results';

/** Odds in ten-thousandths as the table shows them (2500, 99, 9.9, 2.5). */
const odds = (value: number) => String(Number((value / 10_000).toFixed(4)));

/**
 * The fixed-odds games (VN and 4D): each game's plays with what one point wins per prize, and
 * links to play it and to its results. Catalogue data, the same for every visitor.
 */
export async function OddsBoard({ locale }: { locale: Locale }) {
  const [games, t, tl] = await Promise.all([
    getOddsGames(locale),
    getTranslations({ locale, namespace: 'lotteryResults' }),
    getTranslations({ locale, namespace: 'lottery' }),
  ]);
  if (games.length === 0) return null;
  const prefix = localePrefix(locale);
  return (
    <section className="odds-board" aria-labelledby="odds-board-title">
      <h2 id="odds-board-title">{t('oddsTitle')}</h2>
      <div className="odds-games">
        {games.map((game) => (
          <article key={game.gameCode} className="odds-game">
            <h3>{game.gameName}</h3>
            <p className="odds-links">
              <a href={`${prefix}/lottery?gameCode=${game.gameCode}`}>{t('play')}</a>
              <a href={`${prefix}/results/${game.gameCode}`}>{t('results')}</a>
            </p>
            <table className="results-table odds-table">
              <caption className="visually-hidden">{t('oddsOf', { game: game.gameName })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('playType')}</th>
                  <th scope="col">{t('oddsPerPoint')}</th>
                </tr>
              </thead>
              <tbody>
                {game.plays.map((play) => {
                  const classes = playByCode(play.code)?.classes ?? [];
                  return (
                    <tr key={play.code}>
                      <th scope="row">{tl(`plays.${play.code}` as 'plays.SSC_POSITION')}</th>
                      <td>
                        {play.prizes.length === 1
                          ? `×${odds(play.prizes[0]!)}`
                          : play.prizes
                              .map(
                                (p, i) =>
                                  `${t(`prizes.${classes[i]?.key ?? '1st'}` as 'prizes.DB')} ×${odds(p)}`,
                              )
                              .join(' · ')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </article>
        ))}
      </div>
    </section>
  );
}
