export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows (spec section 9: page range 3, margin 1): the first and last
 * `margin` pages, `range` pages around the current one, and gaps between them.
 */
export function pageItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  const start = Math.max(1, Math.min(current - Math.floor(range / 2), total - range + 1));
  for (let p = start; p < start + range && p <= total; p++) shown.add(p);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
