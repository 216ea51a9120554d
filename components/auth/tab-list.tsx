'use client';

import type { KeyboardEvent } from 'react';

export type TabItem<T extends string> = { id: T; label: string };

/** Tabs that switch on click or with the arrow keys; the panel is the caller's (`{prefix}-panel`). */
export function TabList<T extends string>({
  items,
  value,
  onChange,
  label,
  prefix,
  autoFocus,
}: {
  items: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  prefix: string;
  autoFocus?: boolean;
}) {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const index = items.findIndex((item) => item.id === value);
    const next = items[(index + step + items.length) % items.length]!;
    onChange(next.id);
    document.getElementById(`${prefix}-tab-${next.id}`)?.focus();
  }
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.id}
          id={`${prefix}-tab-${item.id}`}
          type="button"
          role="tab"
          aria-selected={item.id === value}
          aria-controls={`${prefix}-panel`}
          tabIndex={item.id === value ? 0 : -1}
          data-autofocus={autoFocus && item.id === value ? true : undefined}
          onClick={() => onChange(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
