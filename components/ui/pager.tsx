import { pageItems } from '@/lib/pagination';
import { Icon } from './icon';

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
          <Icon name="chevron-left" size={20} />
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
          <Icon name="chevron-right" size={20} />
        </a>
      )}
    </nav>
  );
}
