'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/contract/languages';
import type { WinnerEntry } from '@/lib/contract/winners';
import { useServerClock } from '@/lib/hooks/use-server-clock';
import { formatMoney } from '@/lib/wallet/money';
import styles from './winners-board.module.css';
import type { WinnersFeedState } from './winners-feed';

// The refresh (SWR with it) loads after the page: the server's render of the wins shows meanwhile.
const WinnersFeed = lazy(() => import('./winners-feed').then((m) => ({ default: m.WinnersFeed })));

type Props = {
  currency: string;
  initial: WinnerEntry[] | null;
  /** Drawn beside each win (the server's sprite icon). */
  icon: ReactNode;
};

/** "5 min ago" from the browser's clock; a time ahead of it (clock skew) reads as now. */
function ago(at: string, now: number, locale: string): string {
  const seconds = Math.max(0, (now - Date.parse(at)) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (seconds < 60) return format.format(0, 'second');
  if (seconds < 3_600) return format.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3_600), 'hour');
  return format.format(-Math.floor(seconds / 86_400), 'day');
}

/**
 * Recent big wins across games and lotteries, refreshed in the background. Wins that arrive while
 * the page is open are marked, and only their number is announced, not the whole list again.
 */
export function WinnersBoard({ currency, initial, icon }: Props) {
  const t = useTranslations('winners');
  const locale = useLocale() as Locale;
  const titleId = useId();
  const [feed, setFeed] = useState<WinnersFeedState>({
    data: initial ?? undefined,
    failed: false,
    retry: null,
  });
  const { data, failed, retry } = feed;
  // Relative times only once mounted: the server's render never disagrees with the browser's.
  const now = useServerClock(0, 30_000);
  // What arrived since the last fetch; the first fetch only catches up with the server's render.
  const [seen, setSeen] = useState({ data, fresh: new Set<string>() });
  if (seen.data !== data) {
    const before = new Set(seen.data?.map((entry) => entry.id));
    const caughtUp = !seen.data || seen.data === initial;
    const fresh = caughtUp ? [] : (data ?? []).filter((entry) => !before.has(entry.id));
    setSeen({ data, fresh: new Set(fresh.map((entry) => entry.id)) });
  }

  let body;
  if (data && data.length > 0)
    body = (
      <ul className={styles.list}>
        {data.map((entry) => {
          const prize = formatMoney(entry.prize, currency, locale);
          return (
            <li
              key={entry.id}
              className={styles.entry}
              data-fresh={seen.fresh.has(entry.id) || undefined}
            >
              <span className="visually-hidden">
                {t('entry', { player: entry.player, prize, game: entry.gameName })}
              </span>
              {icon}
              <span className={styles.player} aria-hidden="true">
                {entry.player}
              </span>
              <span className={styles.prize} aria-hidden="true">
                {prize}
              </span>
              <span className={styles.game} aria-hidden="true">
                {entry.gameName}
              </span>
              <time className={styles.time} dateTime={entry.at}>
                {now === null ? '' : ago(entry.at, now, locale)}
              </time>
            </li>
          );
        })}
      </ul>
    );
  else if (data) body = <p className={styles.state}>{t('empty')}</p>;
  else if (failed)
    body = (
      <p className={styles.state} role="alert">
        {t('error')}{' '}
        <button type="button" className="button button-outline" onClick={() => retry?.()}>
          {t('retry')}
        </button>
      </p>
    );
  else
    body = (
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className={`skeleton ${styles.placeholder}`} />
        ))}
      </ul>
    );

  return (
    <section className={styles.board} aria-labelledby={titleId} data-testid="winners">
      <header className={styles.head}>
        <h2 id={titleId}>{t('title')}</h2>
        <span className={styles.hint}>{t('hint')}</span>
      </header>
      {body}
      <Suspense fallback={null}>
        <WinnersFeed locale={locale} initial={initial} onChange={setFeed} />
      </Suspense>
      <p className="visually-hidden" role="status">
        {seen.fresh.size > 0 ? t('newWins', { count: seen.fresh.size }) : ''}
      </p>
    </section>
  );
}
