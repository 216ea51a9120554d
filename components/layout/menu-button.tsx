'use client';

import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { drawerToggled, selectDrawerOpen } from '@/lib/store/left-bar-slice';
import styles from './menu-button.module.css';

/** Phones and tablets: opens the side menu as a drawer (hidden where the bar is always shown). */
export function MenuButton({ label, icon }: { label: string; icon: ReactNode }) {
  const open = useAppSelector(selectDrawerOpen);
  const dispatch = useAppDispatch();
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
