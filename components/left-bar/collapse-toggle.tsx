'use client';

import { useEffect, type ReactNode } from 'react';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';
import { restored, selectCollapsed, toggled } from '@/lib/store/ui-state';
import { readCollapsed } from '@/lib/store/left-bar-storage';

/** 240 px bar ↔ 64 px icon rail; the choice is remembered (see left-bar-storage). */
export function CollapseToggle({
  collapse,
  expand,
  icons,
}: {
  collapse: string;
  expand: string;
  icons: { collapse: ReactNode; expand: ReactNode };
}) {
  const collapsed = useUiSelector(selectCollapsed);
  const dispatch = useUiDispatch();
  useEffect(() => {
    dispatch(restored(readCollapsed()));
  }, [dispatch]);
  const label = collapsed ? expand : collapse;
  return (
    <button
      type="button"
      className="lb-row lb-toggle"
      aria-controls="left-bar"
      aria-expanded={!collapsed}
      title={label}
      onClick={() => dispatch(toggled())}
    >
      {collapsed ? icons.expand : icons.collapse}
      <span className="lb-label">{label}</span>
    </button>
  );
}
