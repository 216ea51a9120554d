import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Pager } from '@/components/ui/pager';
import type { Locale } from '@/lib/contract/languages';
import { localePrefix } from '@/lib/i18n/prefix';
import { getResults, getResultsGame, TREND_FAMILIES } from '@/lib/wps/lottery-results';
import { DrawNumbers } from './draw-numbers';
import { DAY, GAME_CODE, localDrawTime } from './local-time';
import { VerifyDraw } from './verify-draw';

const PAGE_SIZE = 20;

type Props = {
  locale: Locale;
  params: Promise<{ gameCode: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A game's past draws: issue, local draw time, numbers, and a check of each RNG draw. */
export async function ResultsView({ locale, params, searchParams }: Props) {
  const [{ gameCode }, query] = await Promise.all([params, searchParams]);
  if (!GAME_CODE.test(gameCode)) notFound();
  const date = one(query.date);
  const day = date && DAY.test(date) ? date : undefined;
  const pageNo = Math.max(1, Math.min(10_000, Number.parseInt(one(query.page) ?? '1', 10) || 1));
  const [game, t] = await Promise.all([
    getResultsGame(gameCode, locale),
    getTranslations({ locale, namespace: 'lotteryResults' }),
  ]);
  if (!game) notFound();
  const page = await getResults(gameCode, { date: day, pageNo, pageSize: PAGE_SIZE });
  const base = `${localePrefix(locale)}/results/${gameCode}`;
  const href = (n: number) => {
    const q = new URLSearchParams();
    if (day) q.set('date', day);
    if (n > 1) q.set('page', String(n));
    const text = q.toString();
    return text ? `${base}?${text}` : base;
  };
  const prizeLabel = (prize: string) => t(`prizes.${prize}` as 'prizes.DB');
  return (
    <>
      <h1 className="results-title">{t('resultsTitle', { game: game.gameName })}</h1>
      <nav className="results-links" aria-label={t('links')}>
        <a href={`${localePrefix(locale)}/lottery?gameCode=${gameCode}`}>{t('play')}</a>
        {TREND_FAMILIES.includes(game.family) && (
          <a href={`${localePrefix(locale)}/trend/${gameCode}`}>{t('trend')}</a>
        )}
      </nav>
      <form className="results-filter" method="get" action={base}>
        <label>
          {t('date')}
          <input type="date" name="date" defaultValue={day} />
        </label>
        <button type="submit">{t('show')}</button>
        {day && <a href={base}>{t('allDays')}</a>}
      </form>
      {page.list.length === 0 ? (
        <p className="empty">{t('none')}</p>
      ) : (
        <div className="results-scroll">
          <table className="results-table">
            <caption className="visually-hidden">
              {t('resultsTitle', { game: game.gameName })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('issue')}</th>
                <th scope="col">{t('drawTime')}</th>
                <th scope="col">{t('numbers')}</th>
                <th scope="col">{t('fairness')}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((draw) => (
                <tr key={draw.numero}>
                  <th scope="row">{draw.numero}</th>
                  <td>{localDrawTime(draw.drawAt, game.tzOffsetMinutes)}</td>
                  <td>
                    {draw.result ? (
                      <DrawNumbers
                        family={game.family}
                        result={draw.result}
                        prizeLabel={prizeLabel}
                      />
                    ) : (
                      <span className="void">{t(draw.status === 'VOID' ? 'void' : 'pending')}</span>
                    )}
                  </td>
                  <td>
                    {draw.result && draw.seed && draw.commit ? (
                      <VerifyDraw
                        gameCode={gameCode}
                        family={game.family}
                        draw={draw}
                        labels={{
                          verify: t('verify'),
                          verified: t('verified'),
                          failed: t('failed'),
                        }}
                      />
                    ) : (
                      <span className="muted">
                        {t(draw.result ? 'operatorEntered' : 'noCheck')}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        current={page.pageNo}
        total={page.totalPages}
        href={href}
        labels={{ previous: t('previous'), next: t('next'), nav: t('pages') }}
      />
      <p className="results-note">{t('fairnessNote')}</p>
    </>
  );
}
