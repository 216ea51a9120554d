import { Gamepad2, LogIn } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { TRIAL_ACCOUNT } from '@/lib/contract/member';
import { parseGameRef } from '@/lib/games/game-ref';
import { localePrefix } from '@/lib/i18n/prefix';
import { LoginButton } from '@/components/auth/login-button';
import { pageSession } from '@/lib/session';
import { GameFrame } from './game-frame';

type Search = Record<string, string | string[] | undefined>;

/**
 * Where a game runs (/game) or a third-party entry lands (/seamless): the game named by the query
 * in a frame for members; visitors are asked to log in first (spec: launching requires login).
 */
export async function PlayGate({
  locale,
  path,
  searchParams,
}: {
  locale: string;
  path: string;
  searchParams: Promise<Search>;
}) {
  const [t, session, search] = await Promise.all([
    getTranslations({ locale, namespace: 'play' }),
    pageSession(),
    searchParams,
  ]);
  const query = new URLSearchParams(
    Object.entries(search).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
  );
  const here = `${localePrefix(locale)}${path}${query.size ? `?${query}` : ''}`;
  if (!session.token) {
    return (
      <section className="play-gate">
        <LogIn size={40} aria-hidden />
        <h1>{t('loginTitle')}</h1>
        <p className="muted">{t('loginBody')}</p>
        <LoginButton className="button button-accent" next={here}>
          {t('login')}
        </LoginButton>
      </section>
    );
  }
  const game = parseGameRef(search);
  if (game) return <GameFrame game={game} here={here} trial={session.isAgent === TRIAL_ACCOUNT} />;
  return (
    <section className="play-gate">
      <Gamepad2 size={40} aria-hidden />
      <h1>{t('memberTitle')}</h1>
      <p className="muted">{t('memberBody')}</p>
      <a className="button button-accent" href={`${localePrefix(locale)}/rng`}>
        {t('browse')}
      </a>
    </section>
  );
}
