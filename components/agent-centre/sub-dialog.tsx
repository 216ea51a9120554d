'use client';

import X from 'lucide-react/icons/x';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './agent-centre.module.css';

/**
 * A dialog over the agent centre (a native modal `<dialog>`: the browser keeps focus in it and
 * returns it afterwards). Its keys stop at its edge, so the centre's own Escape and Tab handling
 * never sees them: Escape closes only this one.
 */
export function SubDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('agentCentre');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const stop = (event: KeyboardEvent) => event.stopPropagation();
    dialog.addEventListener('keydown', stop);
    return () => dialog.removeEventListener('keydown', stop);
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.subDialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.subHead}>
        <h4 id={titleId}>{title}</h4>
        <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
          <X size={20} aria-hidden />
        </button>
      </div>
      <div className={styles.subBody}>{open && children}</div>
    </dialog>
  );
}
