import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from '@/lib/pagination';

type Props = {
  current: number;
  total: number;
  href: (page: number) => string;
  labels: { previous: string; next: string; nav: string };
};

/** Server-rendered page links: they work before any script runs and search engines follow them. */
export function Pager({ current, total, href, labels }: Props) {
  if (total <= 1) return null;
  return (
    <nav className="pager" aria-label={labels.nav}>
      {current > 1 && (
        <a href={href(current - 1)} aria-label={labels.previous} rel="prev">
          <ChevronLeft size={20} aria-hidden />
        </a>
      )}
      {pageItems(current, total).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden>
            …
          </span>
        ) : (
          <a key={item} href={href(item)} aria-current={item === current ? 'page' : undefined}>
            {item}
          </a>
        ),
      )}
      {current < total && (
        <a href={href(current + 1)} aria-label={labels.next} rel="next">
          <ChevronRight size={20} aria-hidden />
        </a>
      )}
    </nav>
  );
}
