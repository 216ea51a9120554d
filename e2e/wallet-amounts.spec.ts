import { expect, test } from '@playwright/test';
import { noNotices, operate } from './support';
import { loggedInMember } from './wallet-support';

test.describe.configure({ timeout: 120_000 });

// The demo brand offers Malay and English; Portuguese (decimal comma) is switched on for this test.
test.beforeAll(async ({ request }) => {
  await operate(request, '/ops/languages', { languages: ['MY', 'EN', 'PT-BR'] });
});
test.afterAll(async ({ request }) => {
  await operate(request, '/ops/languages', { languages: ['MY', 'EN'] });
});

test('amounts are typed in the page language: 10,50 in Portuguese is RM 10,50', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  await loggedInMember(page, baseURL!);
  // The portal sees the new language once its few seconds of status cache run out.
  await expect(async () => {
    await page.goto('/pt-BR?mc=depositv2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR', { timeout: 1000 });
  }).toPass();
  const centre = page.getByRole('dialog', { name: 'Central do membro' });
  const amount = centre.getByLabel('Valor', { exact: true });

  // The English way is refused with the language's own example, not read as 1.050,00.
  await amount.fill('10.50');
  await amount.blur();
  await expect(centre.getByText(/Neste idioma “,” separa os decimais/)).toHaveText(
    /Escreva o valor como 1\.234,56/,
  );
  await expect(centre.locator('.mc-summary')).toHaveCount(0);

  await amount.fill('10,50');
  const summary = centre.locator('.mc-summary');
  await expect(summary).toContainText(/Valor\s*RM\s?10,50/);
  await expect(summary).not.toContainText('1.050');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/wps/deposit'));
  await centre.locator('form button[type="submit"]').click();
  expect((await sent).postDataJSON()).toMatchObject({ amount: 1050 });
});
