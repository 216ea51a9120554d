'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

type Theme = 'dark' | 'light';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const current = (): Theme =>
  document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';

/** Flips dark and light; the choice lives in local storage and the html element (see ThemeScript). */
export function ThemeToggle({
  labels,
  icons,
  className,
}: {
  labels: Record<Theme, string>;
  /** What the button shows in each theme: the sun in the dark one, the moon in the light one. */
  icons: Record<Theme, ReactNode>;
  className?: string;
}) {
  const theme = useSyncExternalStore(subscribe, current, () => 'dark' as Theme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={labels[next]}
      title={labels[next]}
      onClick={() => {
        document.documentElement.dataset.theme = next;
        try {
          localStorage.setItem('theme', next);
        } catch {}
      }}
    >
      {icons[theme]}
    </button>
  );
}
