'use client';

import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { restored, selectCollapsed, toggled } from '@/lib/store/left-bar-slice';
import { readCollapsed } from '@/lib/store/left-bar-storage';

/** 240 px bar ↔ 64 px icon rail; the choice is remembered (see left-bar-storage). */
export function CollapseToggle({ collapse, expand }: { collapse: string; expand: string }) {
  const collapsed = useAppSelector(selectCollapsed);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(restored(readCollapsed()));
  }, [dispatch]);
  const label = collapsed ? expand : collapse;
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <button
      type="button"
      className="lb-row lb-toggle"
      aria-controls="left-bar"
      aria-expanded={!collapsed}
      title={label}
      onClick={() => dispatch(toggled())}
    >
      <Icon size={20} aria-hidden="true" />
      <span className="lb-label">{label}</span>
    </button>
  );
}
