'use client';

import { X } from 'lucide-react';
import { useLocale } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import type { Category } from '@/lib/contract/catalogue';
import { useVendorGames } from '@/lib/hooks/use-vendor-games';

type Props = {
  gameType: Category;
  vassalage: string;
  title: string;
  labels: { close: string; loading: string; failed: string };
  children: ReactNode;
};

/** A VASSALAGE entry: not a game but a vendor's hall, whose games open in a popup list (spec section 3). */
export function VassalageCard({ gameType, vassalage, title, labels, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [asked, setAsked] = useState(false);
  const locale = useLocale();
  const { data, error } = useVendorGames(gameType, vassalage, locale, asked);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className="game-link"
        aria-haspopup="dialog"
        onClick={() => {
          setAsked(true);
          dialog.current?.showModal();
        }}
      >
        {children}
      </button>
      <dialog
        ref={dialog}
        className="help-modal vassalage-modal"
        aria-label={title}
        onClick={(event) => event.target === dialog.current && close()}
      >
        <header className="help-modal-header">
          <h2>{title}</h2>
          <button type="button" className="icon-button" aria-label={labels.close} onClick={close}>
            <X size={20} aria-hidden />
          </button>
        </header>
        <div className="vassalage-body">
          {error ? (
            <p role="alert">{labels.failed}</p>
          ) : !data ? (
            <p aria-busy="true">{labels.loading}</p>
          ) : (
            <ul className="vassalage-list">
              {data.games
                .filter((g) => g.isGame !== 'VASSALAGE')
                .map((g) => (
                  <li key={g.nodeId}>
                    <a
                      href={`/game?nodeId=${g.nodeId}&vassalage=${encodeURIComponent(g.vassalage)}`}
                    >
                      {g.gameName}
                    </a>
                  </li>
                ))}
            </ul>
          )}
        </div>
      </dialog>
    </>
  );
}
