'use client';

import { useTranslations } from 'next-intl';

/**
 * Lucide's rotate-ccw, drawn here: error boundaries are in every page's first load, and an icon from
 * lucide-react would bring its runtime there (server parts use the sprite; this one has no server
 * parent to draw it).
 */
function RetryIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
      <path d="M3 3v5h5" />
    </svg>
  );
}

/** A page that failed to render: a friendly message and a retry, never a stack trace. */
export function PageError({ reset }: { reset: () => void }) {
  const t = useTranslations('error');
  return (
    <main className="not-found">
      <h1>{t('title')}</h1>
      <p className="muted" role="alert">
        {t('body')}
      </p>
      <button type="button" className="button button-accent" onClick={reset}>
        <RetryIcon /> {t('retry')}
      </button>
    </main>
  );
}
