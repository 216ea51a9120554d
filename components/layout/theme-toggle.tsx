'use client';

import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';

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
  className,
}: {
  labels: Record<Theme, string>;
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
      {theme === 'dark' ? <Sun size={20} aria-hidden /> : <Moon size={20} aria-hidden />}
    </button>
  );
}
