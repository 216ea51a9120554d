'use client';

import { X } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';

export type HelpEntry = { tag: string; title: string; html: string };

function onHashChange(callback: () => void) {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

const hashTag = () => decodeURIComponent(window.location.hash.slice(1));
const onHelpPage = () => window.location.pathname.endsWith('/help');

/**
 * The help centre over the home page (/help): `#tag` opens that article, choosing another article
 * updates the hash. A native dialog: focus, Escape and the backdrop come with it.
 */
export function HelpDialog({
  entries,
  labels,
}: {
  entries: HelpEntry[];
  labels: { title: string; close: string };
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const hash = useSyncExternalStore(onHashChange, hashTag, () => '');
  const helpPage = useSyncExternalStore(onHashChange, onHelpPage, () => false);
  const article = entries.find((e) => e.tag === hash) ?? (helpPage ? entries[0] : undefined);
  const tag = article?.tag ?? null;

  useEffect(() => {
    if (tag && !dialog.current?.open) dialog.current?.showModal();
  }, [tag]);

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  return (
    <dialog
      ref={dialog}
      className="help-modal"
      aria-labelledby="help-title"
      onClick={(event) => event.target === dialog.current && close()}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <header className="help-modal-header">
        <h2 id="help-title">{labels.title}</h2>
        <button type="button" className="icon-button" aria-label={labels.close} onClick={close}>
          <X size={20} aria-hidden />
        </button>
      </header>
      <div className="help-body">
        <nav aria-label={labels.title}>
          {entries.map((e) => (
            <a key={e.tag} href={`#${e.tag}`} aria-current={e.tag === tag ? 'true' : undefined}>
              {e.title}
            </a>
          ))}
        </nav>
        {article && (
          <article>
            <h3>{article.title}</h3>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.html }} />
          </article>
        )}
      </div>
    </dialog>
  );
}
