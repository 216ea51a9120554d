'use client';

import { useTranslations } from 'next-intl';

/** A list's loading skeleton, its error with a retry, or its friendly empty message. */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  onRetry,
}: {
  loading: boolean;
  error: boolean;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
}) {
  const t = useTranslations('memberCentre');
  if (loading)
    return (
      <div className="mc-skeleton" aria-busy="true" aria-label={t('loading')}>
        <span className="skeleton" />
        <span className="skeleton" />
        <span className="skeleton" />
      </div>
    );
  if (error)
    return (
      <div className="mc-empty" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button button-outline" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  if (empty)
    return (
      <div className="mc-empty">
        <p>{emptyText}</p>
      </div>
    );
  return null;
}
