'use client';

import { X } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { Category } from '@/lib/contract/catalogue';

// The list and its fetching code load when a visitor first opens a hall.
const VendorGames = lazy(() => import('./vendor-games'));

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
          <Suspense fallback={<p aria-busy="true">{labels.loading}</p>}>
            {asked && <VendorGames gameType={gameType} vassalage={vassalage} labels={labels} />}
          </Suspense>
        </div>
      </dialog>
    </>
  );
}
