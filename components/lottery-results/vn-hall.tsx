import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { VnBetting } from '@/components/lottery/vn-betting';
import type { Locale } from '@/lib/contract/languages';
import { clientMessages } from '@/lib/i18n/client-messages';
import { localePrefix } from '@/lib/i18n/prefix';
import { getBrand } from '@/lib/wps/catalogue';
import { getLotteryGame } from '@/lib/wps/lottery';
import { getLotteryGameCodes, getResultsGame } from '@/lib/wps/lottery-results';

type Props = {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : value?.[0];

/**
 * The Vietnamese lottery page's content: a side menu of the VN games (?gameCode= picks one, the
 * first by default) and, for the chosen game, betting as in the lottery hall next to its latest
 * draw with the đầu/đuôi board. The game as every visitor sees it is read here; the browser keeps
 * it live and adds the member's prices and bets. The lottery's messages reach the browser on this
 * page and the hall only.
 */
export async function VnHall({ locale, searchParams }: Props) {
  const [query, codes, t, brand, messages, shared] = await Promise.all([
    searchParams,
    getLotteryGameCodes(),
    getTranslations({ locale, namespace: 'lotteryResults' }),
    getBrand(),
    getMessages({ locale }),
    clientMessages(locale),
  ]);
  const vn = codes.filter((c) => c.family === 'VN_MB');
  const games = (await Promise.all(vn.map((c) => getResultsGame(c.gameCode, locale)))).filter(
    (g) => g !== null,
  );
  if (games.length === 0) return <p className="empty">{t('none')}</p>;
  const asked = first(query.gameCode);
  const game = games.find((g) => g.gameCode === asked) ?? games[0]!;
  const live = await getLotteryGame(game.gameCode, locale);
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
        <p className="odds-links">
          <a href={`${prefix}/results/${game.gameCode}`}>{t('results')}</a>
        </p>
        <NextIntlClientProvider
          messages={{
            ...shared,
            lottery: messages.lottery,
            lotteryResults: messages.lotteryResults,
          }}
        >
          <VnBetting
            key={game.gameCode}
            gameCode={game.gameCode}
            initialGame={live.view}
            playType={first(query.playType) ?? null}
            currency={brand.currency}
            serverNow={live.readAt}
          />
        </NextIntlClientProvider>
      </div>
    </div>
  );
}
