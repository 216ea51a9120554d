'use client';

import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { restored, selectCollapsed, toggled } from '@/lib/store/left-bar-slice';
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
  const collapsed = useAppSelector(selectCollapsed);
  const dispatch = useAppDispatch();
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
