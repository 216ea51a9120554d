'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './agent-centre.module.css';
import { SubDialog } from './sub-dialog';

/** Asks before an action that cannot be undone; Cancel has the focus first. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('agentCentre');
  return (
    <SubDialog open={open} title={title} onClose={onCancel}>
      <div className={styles.confirmText}>{children}</div>
      <div className={styles.actions}>
        <button type="button" className="button button-outline" autoFocus onClick={onCancel}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="button button-accent"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onConfirm}
        >
          {busy ? t('pleaseWait') : confirmLabel}
        </button>
      </div>
    </SubDialog>
  );
}
