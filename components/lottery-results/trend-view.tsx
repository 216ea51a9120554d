import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/contract/languages';
import { column, hotCold, omissionChart, positionTrend } from '@/lib/contract/lottery';
import { localePrefix } from '@/lib/i18n/prefix';
import { getResults, getResultsGame } from '@/lib/wps/lottery-results';
import { GAME_CODE } from './local-time';

export const TREND_COUNTS = [30, 50, 100] as const;

/** Ball positions of each family: how many, and the numbers they show. */
const POSITIONS: Record<string, { count: number; from: number; to: number }> = {
  SSC: { count: 5, from: 0, to: 9 },
  '11X5': { count: 5, from: 1, to: 11 },
  K3: { count: 3, from: 1, to: 6 },
  PK10: { count: 10, from: 1, to: 10 },
};

type Props = {
  locale: Locale;
  params: Promise<{ gameCode: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * 走势图 (LOTTERY.md, trends): for one position, a row per issue (oldest first) and a column per
 * number, the drawn number marked and other cells showing its running omission; footer rows with
 * hits, average and longest omission, longest streak and current omission; hot and cold counts
 * over the last 30, 50 and 100 issues.
 */
export async function TrendView({ locale, params, searchParams }: Props) {
  const [{ gameCode }, query] = await Promise.all([params, searchParams]);
  if (!GAME_CODE.test(gameCode)) notFound();
  const [game, t] = await Promise.all([
    getResultsGame(gameCode, locale),
    getTranslations({ locale, namespace: 'lotteryResults' }),
  ]);
  const shape = game ? POSITIONS[game.family] : undefined;
  if (!game || !shape) notFound();
  const count = TREND_COUNTS.find((c) => String(c) === one(query.count)) ?? 30;
  const position = Math.min(
    shape.count - 1,
    Math.max(0, Number.parseInt(one(query.position) ?? '0', 10) || 0),
  );
  // The last 100 draws (enough for every hot/cold window), oldest first; void draws have none.
  const page = await getResults(gameCode, { pageNo: 1, pageSize: 100 });
  const drawn = page.list.filter((d) => d.result !== null).reverse();
  const history = column(
    drawn.map((d) => d.result!.map(Number)),
    position,
  );
  const shown = drawn.slice(-count);
  const chart = omissionChart(history, shape.from, shape.to).slice(-count);
  const stats = positionTrend(history.slice(-count), shape.from, shape.to);
  const windows = hotCold(history, shape.from, shape.to);
  const numbers = stats.map((s) => s.value);
  const label = (n: number) => (shape.to > 9 ? String(n).padStart(2, '0') : String(n));
  const base = `${localePrefix(locale)}/trend/${gameCode}`;
  const href = (next: { count?: number; position?: number }) =>
    `${base}?count=${next.count ?? count}&position=${next.position ?? position}`;
  const positionName = (i: number) =>
    t(`positions.${game.family}` as 'positions.SSC', { n: i + 1 });
  return (
    <>
      <h1 className="results-title">{t('trendTitle', { game: game.gameName })}</h1>
      <nav className="results-links" aria-label={t('links')}>
        <a href={`${localePrefix(locale)}/lottery?gameCode=${gameCode}`}>{t('play')}</a>
        <a href={`${localePrefix(locale)}/results/${gameCode}`}>{t('results')}</a>
      </nav>
      <nav className="trend-tabs" aria-label={t('position')}>
        {Array.from({ length: shape.count }, (_, i) => (
          <a
            key={i}
            href={href({ position: i })}
            aria-current={i === position ? 'page' : undefined}
          >
            {positionName(i)}
          </a>
        ))}
      </nav>
      <nav className="trend-tabs" aria-label={t('issues')}>
        {TREND_COUNTS.map((c) => (
          <a key={c} href={href({ count: c })} aria-current={c === count ? 'page' : undefined}>
            {t('lastIssues', { count: c })}
          </a>
        ))}
      </nav>
      {shown.length === 0 ? (
        <p className="empty">{t('none')}</p>
      ) : (
        <div className="results-scroll">
          <table className="trend-table">
            <caption className="visually-hidden">
              {t('trendTitle', { game: game.gameName })} · {positionName(position)}
            </caption>
            <NumberHead first={t('issue')} numbers={numbers} label={label} />
            <tbody>
              {shown.map((draw, row) => (
                <tr key={draw.numero}>
                  <th scope="row">{draw.numero}</th>
                  {chart[row]!.map((gap, i) =>
                    gap === 0 ? (
                      <td key={i} className="hit">
                        <span className="ball">{label(numbers[i]!)}</span>
                      </td>
                    ) : (
                      <td key={i}>{gap}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
            <tfoot>
              {(
                [
                  ['hits', (s) => s.hits],
                  ['averageOmission', (s) => s.averageOmission.toFixed(1)],
                  ['maxOmission', (s) => s.maxOmission],
                  ['longestStreak', (s) => s.longestStreak],
                  ['currentOmission', (s) => s.currentOmission],
                ] as const satisfies readonly [
                  string,
                  (s: (typeof stats)[number]) => string | number,
                ][]
              ).map(([key, value]) => (
                <tr key={key}>
                  <th scope="row">{t(key)}</th>
                  {stats.map((s) => (
                    <td key={s.value}>{value(s)}</td>
                  ))}
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      )}
      <section className="hot-cold" aria-labelledby="hot-cold">
        <h2 id="hot-cold">{t('hotCold')}</h2>
        <div className="results-scroll">
          <table className="trend-table">
            <NumberHead first={t('window')} numbers={numbers} label={label} />
            <tbody>
              {windows.map((w) => {
                const most = Math.max(...w.counts);
                const least = Math.min(...w.counts);
                return (
                  <tr key={w.window}>
                    <th scope="row">{t('lastIssues', { count: w.window })}</th>
                    {w.counts.map((c, i) => (
                      <td key={i} className={c === most ? 'hot' : c === least ? 'cold' : undefined}>
                        {c}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="results-note">{t('hotColdNote')}</p>
      </section>
    </>
  );
}

/** A chart's header row: what the rows are, then one column per number. */
function NumberHead({
  first,
  numbers,
  label,
}: {
  first: string;
  numbers: number[];
  label: (n: number) => string;
}) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {numbers.map((n) => (
          <th key={n} scope="col">
            {label(n)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
