import { expect, type Page } from '@playwright/test';

/** The issue on sale, moving on to the next one when this one closes within `margin` ms. */
export async function issueWithTime(page: Page, margin: number) {
  const issue = page.getByTestId('lottery-issue');
  const closeAt = await page.getByTestId('lottery-close-countdown').getAttribute('data-close-at');
  const numero = (await issue.getAttribute('data-numero'))!;
  if (Date.parse(closeAt!) - Date.now() > margin) return numero;
  await expect(issue).not.toHaveAttribute('data-numero', numero, { timeout: 20_000 });
  return (await issue.getAttribute('data-numero'))!;
}
