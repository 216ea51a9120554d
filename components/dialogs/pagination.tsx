'use client';

import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { pageItems } from './page-items';

export type PaginationLabels = { pages: string; previous: string; next: string };

export function Pagination({
  page,
  total,
  onChange,
  labels,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
}) {
  return (
    <nav className="pagination" aria-label={labels.pages}>
      <button
        type="button"
        aria-label={labels.previous}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden="true" />
      </button>
      {pageItems(page, total).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        aria-label={labels.next}
        disabled={page >= total}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
