'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';
import { drawerClosed, selectDrawerOpen } from '@/lib/store/ui-state';
import { DrawerFocus } from './drawer-focus';
import styles from './drawer.module.css';

/** Where the bar is a drawer rather than a column (kept in step with drawer.module.css). */
const DRAWER_QUERY = '(max-width: 900px)';

/**
 * The side menu's frame: a column on wide screens; below 901 px a drawer that the header's menu
 * button opens. Open, it holds focus and Escape closes it; a page change, a dialog opened from it
 * or a wider window close it. `drawerOnly`: pages without the column (game, lottery hall).
 */
export function DrawerFrame({
  label,
  closeLabel,
  closeIcon,
  drawerOnly = false,
  children,
}: {
  label: string;
  closeLabel: string;
  closeIcon: ReactNode;
  drawerOnly?: boolean;
  children: ReactNode;
}) {
  const open = useUiSelector(selectDrawerOpen);
  const covered = useUiSelector((s) => s.dialogs.open !== null || s.memberCentre.page !== null);
  const dispatch = useUiDispatch();
  const pathname = usePathname();
  const panel = useRef<HTMLElement>(null);
  const close = () => dispatch(drawerClosed());

  useEffect(() => {
    dispatch(drawerClosed());
  }, [pathname, dispatch]);
  useEffect(() => {
    if (covered) dispatch(drawerClosed());
  }, [covered, dispatch]);
  useEffect(() => {
    const drawer = window.matchMedia(DRAWER_QUERY);
    const onChange = () => {
      if (!drawer.matches) dispatch(drawerClosed());
    };
    drawer.addEventListener('change', onChange);
    return () => drawer.removeEventListener('change', onChange);
  }, [dispatch]);

  return (
    <>
      <aside
        id="left-bar"
        ref={panel}
        className={`left-bar ${styles.drawer}${drawerOnly ? ` ${styles.drawerOnly}` : ''}`}
        aria-label={label}
        data-open={open || undefined}
        tabIndex={-1}
      >
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={close}>
          {closeIcon}
        </button>
        {children}
      </aside>
      {open && (
        <>
          <div className={styles.backdrop} aria-hidden="true" onClick={close} />
          <DrawerFocus panel={panel} onEscape={close} />
        </>
      )}
    </>
  );
}
