import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { clientMessages } from '@/lib/i18n/client-messages';
import { getBrand } from '@/lib/wps/catalogue';
import { getLotteryGame, getLotteryMenu } from '@/lib/wps/lottery';
import { LotteryHallView } from './lottery-hall-view';

type Search = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : value?.[0];

/**
 * The hall for the game the query names (`?gameCode=`, default the menu's first) and its play
 * (`?playType=`): the menu and the game's view now, handed to the browser, which keeps them live.
 * The lottery's messages reach the browser on this page only.
 */
export async function LotteryHall({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Search>;
}) {
  const [menu, brand, search, messages, shared] = await Promise.all([
    getLotteryMenu(locale),
    getBrand(),
    searchParams,
    getMessages({ locale }),
    clientMessages(locale),
  ]);
  const codes = menu.flatMap((group) => group.gameMenus.map((game) => game.gameCode));
  const asked = first(search.gameCode);
  const gameCode = asked && codes.includes(asked) ? asked : codes[0];
  if (!gameCode) {
    const t = await getTranslations({ locale, namespace: 'lottery' });
    return <p className="empty">{t('noGames')}</p>;
  }
  const game = await getLotteryGame(gameCode, locale);
  return (
    <NextIntlClientProvider messages={{ ...shared, lottery: messages.lottery }}>
      <LotteryHallView
        key={gameCode}
        groups={menu}
        gameCode={gameCode}
        initialGame={game.view}
        playType={first(search.playType) ?? null}
        currency={brand.currency}
        serverNow={game.readAt}
      />
    </NextIntlClientProvider>
  );
}
