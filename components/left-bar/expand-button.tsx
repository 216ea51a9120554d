'use client';

import type { ReactNode } from 'react';
import { useUiDispatch } from '@/lib/store/lazy-store';
import { expanded } from '@/lib/store/ui-state';

/**
 * On the icon rail: opens the bar and moves to a control in the same section that needs the room
 * (the language list). Looked up from the button, not by id: Next keeps hidden copies of recent
 * pages in the document.
 */
export function ExpandButton({
  label,
  focus,
  className,
  children,
}: {
  label: string;
  /** A selector inside the button's `.lb-section`. */
  focus: string;
  className?: string;
  children: ReactNode;
}) {
  const dispatch = useUiDispatch();
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      onClick={(event) => {
        const target = event.currentTarget
          .closest('.lb-section')
          ?.querySelector<HTMLElement>(focus);
        dispatch(expanded());
        requestAnimationFrame(() => target?.focus());
      }}
    >
      {children}
    </button>
  );
}
