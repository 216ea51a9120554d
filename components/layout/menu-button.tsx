'use client';

import type { ReactNode } from 'react';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';
import { drawerToggled, selectDrawerOpen } from '@/lib/store/ui-state';
import styles from './menu-button.module.css';

/** Phones and tablets: opens the side menu as a drawer (hidden where the bar is always shown). */
export function MenuButton({ label, icon }: { label: string; icon: ReactNode }) {
  const open = useUiSelector(selectDrawerOpen);
  const dispatch = useUiDispatch();
  return (
    <button
      type="button"
      className={`icon-button ${styles.menuButton}`}
      aria-label={label}
      title={label}
      aria-controls="left-bar"
      aria-expanded={open}
      onClick={() => dispatch(drawerToggled())}
    >
      {icon}
    </button>
  );
}
