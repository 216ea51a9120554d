'use client';

import ArrowLeft from 'lucide-react/icons/arrow-left';
import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type RefObject } from 'react';

type Props = {
  name: string;
  /** Where "back to lobby" goes. */
  backHref: string;
  /** Runs before leaving (the transfer-wallet return). */
  onLeave: () => Promise<void>;
  /** What goes full screen: the toolbar and the frame together. */
  stage: RefObject<HTMLElement | null>;
};

/** A slim bar over the game: its name, back to the lobby, full screen. */
export function PlayToolbar({ name, backHref, onLeave, stage }: Props) {
  const t = useTranslations('games');
  const [full, setFull] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  return (
    <div className="play-toolbar">
      <a
        className="button button-ghost play-back"
        href={backHref}
        aria-busy={leaving || undefined}
        onClick={async (event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setLeaving(true);
          await onLeave();
          window.location.assign(backHref);
        }}
      >
        <ArrowLeft size={18} aria-hidden />
        <span>{t('backToLobby')}</span>
      </a>
      <h1 className="play-name">{name}</h1>
      <button
        type="button"
        className="icon-button"
        aria-label={full ? t('exitFullScreen') : t('fullScreen')}
        title={full ? t('exitFullScreen') : t('fullScreen')}
        onClick={() => {
          if (document.fullscreenElement) void document.exitFullscreen();
          else void stage.current?.requestFullscreen().catch(() => undefined);
        }}
      >
        {full ? <Minimize size={20} aria-hidden /> : <Maximize size={20} aria-hidden />}
      </button>
    </div>
  );
}
