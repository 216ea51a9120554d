export type PageItem = number | 'gap';

/**
 * The page buttons to show: `range` pages around the current one, `margin` pages at each end,
 * and a gap where pages are left out (spec section 9: range 3, margin 1). A gap never hides a
 * single page: that page is shown instead.
 */
export function pageItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  const end = Math.min(total, Math.max(current - Math.floor(range / 2), 1) + range - 1);
  for (let p = Math.max(1, end - range + 1); p <= end; p++) shown.add(p);

  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
