// From 'playwright/test', as mobile-test.ts is: E2E_MOBILE maps '@playwright/test' to that file.
import { expect, type Page } from 'playwright/test';

/** The phone widths the layout must fit (issue 12, item 9). */
export const PHONE_WIDTHS = [360, 390, 414] as const;

export type Overflow = { path: string; scrollWidth: number; innerWidth: number; wide: string[] };

/**
 * How far the document is wider than the window, with the widest elements that stick out (named
 * by tag and class) so that a failure says where to look.
 */
export async function measureOverflow(page: Page): Promise<Overflow> {
  const measured = await page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, wide };
  });
  const url = new URL(page.url());
  return { path: url.pathname + url.search, ...measured };
}

/** Every page given has no horizontal scroll; one assertion lists all that do. */
export async function expectNoOverflow(page: Page, overflows: Overflow[]) {
  const found = await measureOverflow(page);
  if (found.scrollWidth > found.innerWidth) overflows.push(found);
}

export function reportOverflows(overflows: Overflow[]) {
  expect(
    overflows.map((o) => `${o.path}: ${o.scrollWidth} > ${o.innerWidth} (${o.wide.join(', ')})`),
  ).toEqual([]);
}
