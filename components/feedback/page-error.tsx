'use client';

import { RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';

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
        <RotateCcw size={16} aria-hidden /> {t('retry')}
      </button>
    </main>
  );
}
