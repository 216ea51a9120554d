'use client';

import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';

export type HelpEntry = { tag: string; title: string; html: string };

/**
 * The help centre over the home page (/help): `#tag` opens that article, choosing another article
 * updates the hash, closing clears it. A native dialog: focus, Escape and the backdrop come with it.
 */
export function HelpDialog({
  entries,
  labels,
}: {
  entries: HelpEntry[];
  labels: { title: string; close: string };
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [tag, setTag] = useState<string | null>(null);

  const sync = useCallback(() => {
    const wanted = decodeURIComponent(window.location.hash.slice(1));
    const found =
      entries.find((e) => e.tag === wanted) ??
      (window.location.pathname.endsWith('/help') ? entries[0] : undefined);
    setTag(found?.tag ?? null);
    if (found && !dialog.current?.open) dialog.current?.showModal();
  }, [entries]);

  useEffect(() => {
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [sync]);

  const close = () => {
    dialog.current?.close();
    history.replaceState(null, '', window.location.pathname + window.location.search);
  };
  const article = entries.find((e) => e.tag === tag);
  return (
    <dialog
      ref={dialog}
      className="modal help-dialog"
      aria-labelledby="help-title"
      onClick={(event) => event.target === dialog.current && close()}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <header className="modal-header">
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
