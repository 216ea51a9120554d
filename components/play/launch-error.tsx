'use client';

import CircleAlert from 'lucide-react/icons/circle-alert';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useTranslations } from 'next-intl';
import type { LaunchProblem } from '@/lib/games/launch';
import { LoginButton } from '../auth/login-button';

type Props = { problem: LaunchProblem; retry: () => void; backHref: string; here: string };

/** Why the game did not start, and what the member can do: try again, go back, or log in. */
export function LaunchError({ problem, retry, backHref, here }: Props) {
  const t = useTranslations('games');
  return (
    <div className="play-status" role="alert">
      {problem === 'network' ? (
        <WifiOff size={40} aria-hidden />
      ) : (
        <CircleAlert size={40} aria-hidden />
      )}
      <h2>{t(`problems.${problem}.title`)}</h2>
      <p className="muted">{t(`problems.${problem}.body`)}</p>
      <div className="play-actions">
        {problem === 'login' ? (
          <LoginButton className="button button-accent" next={here}>
            {t('logIn')}
          </LoginButton>
        ) : (
          <button type="button" className="button button-accent" onClick={retry}>
            {t('retry')}
          </button>
        )}
        <a className="button button-outline" href={backHref}>
          {t('backToLobby')}
        </a>
      </div>
    </div>
  );
}
