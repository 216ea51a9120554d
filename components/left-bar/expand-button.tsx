'use client';

import type { ReactNode } from 'react';
import { useAppDispatch } from '@/lib/store/hooks';
import { expanded } from '@/lib/store/left-bar-slice';

/** On the icon rail: opens the bar and moves to a control that needs the room (the language list). */
export function ExpandButton({
  label,
  focusId,
  className,
  children,
}: {
  label: string;
  focusId: string;
  className?: string;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      onClick={() => {
        dispatch(expanded());
        requestAnimationFrame(() => document.getElementById(focusId)?.focus());
      }}
    >
      {children}
    </button>
  );
}
