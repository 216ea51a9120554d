'use client';

import type { ReactNode } from 'react';

export function GoToTop({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <button
      type="button"
      className="lb-row"
      title={label}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      {icon}
      <span className="lb-label">{label}</span>
    </button>
  );
}
