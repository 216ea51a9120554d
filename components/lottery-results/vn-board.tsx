import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { localePrefix } from '@/lib/i18n/prefix';
import { getResults, getResultsGame } from '@/lib/wps/lottery-results';
import { DrawNumbers } from './draw-numbers';
import { headsAndTails } from './heads-tails';
import { localDrawTime } from './local-time';

/** A VN game's latest draw: the 27 numbers in their prize rows and the đầu/đuôi board. */
export async function VnBoard({ gameCode, locale }: { gameCode: string; locale: Locale }) {
  const [game, page, t] = await Promise.all([
    getResultsGame(gameCode, locale),
    getResults(gameCode, { pageNo: 1, pageSize: 5 }),
    getTranslations({ locale, namespace: 'lotteryResults' }),
  ]);
  const latest = page.list.find((d) => d.result !== null);
  if (!game || !latest?.result) return <p className="empty">{t('none')}</p>;
  const numbers = latest.result.map(String);
  const prizeLabel = (prize: string) => t(`prizes.${prize}` as 'prizes.DB');
  return (
    <section className="vn-board" aria-labelledby="vn-board-title">
      <h2 id="vn-board-title">
        {t('latestDraw', {
          numero: latest.numero,
          time: localDrawTime(latest.drawAt, game.tzOffsetMinutes),
        })}
      </h2>
      <div className="vn-board-grid">
        <div className="results-scroll vn-prizes">
          <DrawNumbers family="VN_MB" result={numbers} prizeLabel={prizeLabel} />
        </div>
        <div className="results-scroll">
          <table className="results-table vn-heads">
            <caption className="visually-hidden">{t('headsTails')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('head')}</th>
                <th scope="col">{t('lo')}</th>
                <th scope="col">{t('tail')}</th>
                <th scope="col">{t('lo')}</th>
              </tr>
            </thead>
            <tbody>
              {headsAndTails(numbers).map((row) => (
                <tr key={row.digit}>
                  <th scope="row">{row.digit}</th>
                  <td>{row.heads.join(', ') || '-'}</td>
                  <th scope="row">{row.digit}</th>
                  <td>{row.tails.join(', ') || '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <a className="vn-board-more" href={`${localePrefix(locale)}/results/${gameCode}`}>
        {t('allResults')}
      </a>
    </section>
  );
}
