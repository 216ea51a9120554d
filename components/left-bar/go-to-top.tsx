'use client';

import ArrowUp from 'lucide-react/icons/arrow-up';

export function GoToTop({ label }: { label: string }) {
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
      <ArrowUp size={20} aria-hidden="true" />
      <span className="lb-label">{label}</span>
    </button>
  );
}
