import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  PLATFORM,
  dialogReady,
  noNotices,
  noViolations,
  operate,
  ready,
  uniqueName,
} from './support';
import { loggedInMember, pngFile } from './wallet-support';

test.describe.configure({ timeout: 90_000 });

const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Side menu' });
const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Live chat' });
const headerChat = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Live chat/ });

/** The left bar's customer-service list, opened, and its live-chat entry once React owns it. */
async function liveChatEntry(page: Page) {
  const bar = sideMenu(page);
  await bar.getByText('Customer service', { exact: true }).click();
  return ready(
    bar.getByRole('list', { name: 'Customer service' }).getByRole('button', { name: /^Live chat/ }),
  );
}

async function openChat(page: Page) {
  await (await ready(headerChat(page))).click();
  const window = chatWindow(page);
  await expect(window).toBeVisible();
  await expect(window.getByRole('textbox', { name: 'Message' })).toBeFocused();
  return window;
}

/** A support agent signed in on the platform's support API (the console's own side is not needed). */
async function supportAgent(request: APIRequestContext) {
  const agent = { username: uniqueName('s'), password: 'Secret123', displayName: 'Mei' };
  await operate(request, '/ops/support/staff', { ...agent, role: 'agent' });
  const login = await request.post(`${PLATFORM}/support/login`, { data: agent });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).value.token}` };
  const call = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const response = await request.fetch(`${PLATFORM}/support${path}`, { method, headers, data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).value;
  };
  return {
    async conversationOf(username: string): Promise<{ id: number }> {
      const list: { id: number; username: string }[] = await call(
        'GET',
        '/conversations?queue=live',
      );
      const found = list.find((c) => c.username === username);
      expect(found, `${username}'s conversation`).toBeTruthy();
      return found!;
    },
    reply: (id: number, text: string) =>
      call('POST', `/conversations/${id}/send`, { clientId: randomUUID(), text }),
    async newestFromMember(id: number): Promise<number> {
      const { messages }: { messages: { id: number; sender: string }[] } = await call(
        'GET',
        `/conversations/${id}/messages`,
      );
      return Math.max(...messages.filter((m) => m.sender === 'member').map((m) => m.id));
    },
    read: (id: number, upTo: number) => call('POST', `/conversations/${id}/read`, { upTo }),
  };
}

test.beforeEach(async ({ page }) => noNotices(page));

test('a visitor choosing live chat gets the login popup, not a window', async ({ page }) => {
  await page.goto('/en');
  await (await liveChatEntry(page)).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(chatWindow(page)).toHaveCount(0);
});

test('a free demo account is refused with the real-account warning', async ({ page }) => {
  await page.goto('/en');
  await (await ready(page.getByRole('banner').getByRole('button', { name: 'Free demo' }))).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(/^trial/);
  await (await liveChatEntry(page)).click();
  const warning = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(warning).toContainText('free demo account');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(chatWindow(page)).toHaveCount(0);
});

test('a member opens the window, resizes it, writes, keeps the message after a reload and closes it', async ({
  page,
  baseURL,
}) => {
  await loggedInMember(page, baseURL!);
  await page.goto('/en');
  const window = await openChat(page);
  await expect(window).toContainText('No messages yet');
  expect((await window.boundingBox())!.width).toBeLessThanOrEqual(362);

  await window.getByRole('button', { name: 'Larger window' }).click();
  await expect.poll(async () => (await window.boundingBox())!.width).toBeGreaterThan(700);
  await window.getByRole('button', { name: 'Smaller window' }).click();
  await expect.poll(async () => (await window.boundingBox())!.width).toBeLessThanOrEqual(362);

  // Shift+Enter is a new line, Enter sends; markup stays text.
  const box = window.getByRole('textbox', { name: 'Message' });
  await box.fill('Where is my deposit?');
  await box.press('Shift+Enter');
  await box.pressSequentially('<img src=x onerror=alert(1)>');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const log = window.getByRole('log', { name: 'Chat messages' });
  const mine = log.locator('li[data-sender="member"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Where is my deposit?\n<img src=x onerror=alert(1)>');
  await expect(mine.getByText('Sent', { exact: true })).toBeAttached();
  await expect(log.locator('img')).toHaveCount(0);

  // An emoji from the picker goes in at the caret.
  await window.getByRole('button', { name: 'Emoji' }).click();
  await window.getByRole('group', { name: 'Emoji' }).getByRole('button', { name: '👍' }).click();
  await expect(box).toHaveValue('👍');
  await box.press('Enter');
  await expect(mine).toHaveCount(2);

  // An image goes up and comes back through the portal.
  await window.locator('input[type="file"]').setInputFiles(pngFile('receipt.png'));
  const picture = log.locator('li[data-sender="member"] img[src^="/api/chat/image/"]');
  await expect(picture).toHaveCount(1);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await noViolations(page, '[data-testid="chat-window"]');
  await page.screenshot({ path: 'test-results/chat-member-dark.png' });

  await page.reload();
  const again = await openChat(page);
  await expect(again.getByRole('log').locator('li[data-sender="member"]')).toHaveCount(3);
  await expect(again).toContainText('<img src=x onerror=alert(1)>');
  await again.getByRole('button', { name: 'Close chat' }).click();
  await expect(chatWindow(page)).toHaveCount(0);
  await expect(headerChat(page)).toBeFocused();
});

test('a staff reply arrives without a reload; the badge counts it until the member reads', async ({
  page,
  baseURL,
}) => {
  const member = await loggedInMember(page, baseURL!);
  await page.goto('/en');
  const window = await openChat(page);
  await window.getByRole('textbox', { name: 'Message' }).fill('My deposit has not arrived.');
  await window.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = window.getByRole('log').locator('li[data-sender="member"]');
  await expect(mine.getByText('Sent', { exact: true })).toBeAttached();
  await window.getByRole('button', { name: 'Close chat' }).click();

  const agent = await supportAgent(page.request);
  const conversation = await agent.conversationOf(member.username);
  await agent.reply(conversation.id, 'Hello! Let me check that for you.');
  await expect(page.getByRole('banner').getByTestId('chat-unread')).toHaveText('1');
  await expect(headerChat(page)).toHaveAccessibleName('Live chat, 1 unread');

  const reopened = await openChat(page);
  const theirs = reopened.getByRole('log').locator('li[data-sender="staff"]');
  await expect(theirs).toContainText('Mei');
  await expect(theirs).toContainText('Hello! Let me check that for you.');
  await expect(page.getByRole('banner').getByTestId('chat-unread')).toHaveCount(0);
  // The staff side received the member's message (the console held it) and now reads it.
  await agent.read(conversation.id, await agent.newestFromMember(conversation.id));
  await expect(mine.getByText('Read', { exact: true })).toBeAttached();

  await page.reload();
  await expect(page.getByRole('banner').getByTestId('chat-unread')).toHaveCount(0);
});

test('logging out closes the window', async ({ page, baseURL }) => {
  await loggedInMember(page, baseURL!);
  await page.goto('/en');
  await openChat(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  const confirm = await dialogReady(page.getByRole('dialog', { name: 'Sign out' }));
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(chatWindow(page)).toHaveCount(0);
});

test('at phone width the window opens from the bottom bar and fills the screen', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loggedInMember(page, baseURL!);
  await page.goto('/en');
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  await (await ready(bar.getByRole('button', { name: 'Support' }))).click();
  const support = await dialogReady(page.getByRole('dialog', { name: 'Customer service' }));
  await support.getByRole('button', { name: /^Live chat/ }).click();
  const window = chatWindow(page);
  await expect(window).toBeVisible();
  await expect(support).toBeHidden();
  await expect
    .poll(async () => window.boundingBox())
    .toEqual({ x: 0, y: 0, width: 390, height: 844 });
  const send = window.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeInViewport({ ratio: 1 });
  await window.getByRole('textbox', { name: 'Message' }).fill('Hello from my phone');
  await send.click();
  await expect(window.getByRole('log').locator('li[data-sender="member"]')).toContainText(
    'Hello from my phone',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/chat-member-phone.png' });
});
