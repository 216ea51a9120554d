import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import type { GameQuery } from '@/lib/wps/games';
import { Icon } from '../ui/icon';

const BET_LIMITS = [10, 20, 50, 100];
const LINE_MINIMUMS = [20, 50, 243];

/** Name search and the game list's filters, as a GET form: it works before any script runs. */
export async function LobbyFilters({ query, locale }: { query: GameQuery; locale: Locale }) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'lobby' }),
    getFormatter({ locale }),
  ]);
  const money = (minor: number) => format.number(minor / 100, { minimumFractionDigits: 2 });
  return (
    <form className="lobby-filters" role="search" method="get">
      {query.vassalage && <input type="hidden" name="page" value={query.vassalage} />}
      <label className="search-field">
        <Icon name="search" size={18} />
        <span className="visually-hidden">{t('searchLabel')}</span>
        <input
          type="search"
          name="q"
          defaultValue={query.gameName}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
        />
      </label>
      <label>
        <span>{t('minBet')}</span>
        <select name="minBet" defaultValue={query.minBet ?? ''}>
          <option value="">{t('any')}</option>
          {BET_LIMITS.map((limit) => (
            <option key={limit} value={limit}>
              {t('betAtMost', { amount: money(limit) })}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('lines')}</span>
        <select name="lines" defaultValue={query.minLineNum ?? ''}>
          <option value="">{t('any')}</option>
          {LINE_MINIMUMS.map((lines) => (
            <option key={lines} value={lines}>
              {t('linesAtLeast', { lines })}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button-accent">
        {t('search')}
      </button>
    </form>
  );
}
