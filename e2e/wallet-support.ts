import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import { operate, uniqueName } from './support';

export type WalletMember = { username: string; password: string };

/** A member opened by an operator, logged in on `page` (its context keeps the cookie). */
export async function loggedInMember(page: Page, baseURL: string): Promise<WalletMember> {
  const member = { username: uniqueName('w'), password: 'Secret123' };
  await operate(page.request, '/ops/members', { ...member, mustChangePassword: false });
  const login = await page.request.post('/api/wps/login', {
    data: { ...member, type: 'username' },
    headers: { origin: baseURL },
  });
  expect(login.status(), await login.text()).toBe(200);
  return member;
}

/** An operator's audited adjustment in minor units (positive: money in). */
export async function adjust(page: Page, username: string, amount: number) {
  await operate(page.request, '/ops/adjust', {
    username,
    amount,
    reason: 'e2e funding',
    key: `e2e-${randomUUID()}`,
  });
}

/** A portal call from the logged-in page, as the browser makes it. */
export async function call(page: Page, baseURL: string, name: string, data: unknown) {
  const response = await page.request.post(`/api/wps/${name}`, {
    data,
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value;
}

/** The member centre dialog. */
export const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

/** The header's balance as shown (text of the live region). */
export const headerBalance = (page: Page) => page.getByTestId('header-balance');

/** A real png of a few pixels (the platform may decode what it keeps). */
export function pngFile(name: string) {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(200);
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

/** A file whose name says png and whose bytes do not. */
export function fakeFile(name: string, bytes: Buffer | string, mimeType = 'image/png') {
  return { name, mimeType, buffer: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes) };
}

/** A deposit through the sandbox provider, paid as the member of `page` (no page needed). */
export async function sandboxDeposit(page: Page, baseURL: string, amount: number) {
  const methods = (await (await page.request.get('/api/wps/depositMethods')).json()).value as {
    id: number;
    type: string;
  }[];
  const deposit = await page.request.post('/api/wps/deposit', {
    data: {
      methodId: methods.find((m) => m.type === 'online')!.id,
      amount,
      idempotencyKey: `e2e-${randomUUID()}`,
    },
    headers: { origin: baseURL },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  const paymentUrl = new URL((await deposit.json()).value.paymentUrl, baseURL);
  const paid = await page.request.post(`${paymentUrl.pathname}/pay`, {
    form: { sig: paymentUrl.searchParams.get('sig')!, lang: 'ms' },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
}
