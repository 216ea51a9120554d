import { randomUUID } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { CHAT_LIMITS } from '../lib/contract/chat';
import { cleanText } from '../platform/src/services/chat/chat';
import { PLATFORM, noNotices, operate, ready, uniqueName } from './support';
import { loggedInMember, memberCentre } from './wallet-support';
import { XSS_CORPUS, watchForScript } from './xss-corpus';

/**
 * Members' chat messages and operators' inbox messages are plain text: the XSS corpus, sent as chat
 * from a member, answered back by staff and written to the inbox, shows as the characters typed in
 * the member's chat window, the support console and the member centre, and nothing runs or loads.
 */
test.describe.configure({ timeout: 180_000 });

/** The corpus in messages of at most CHAT_LIMITS.maxText characters, one payload per line. */
function chunks(): string[] {
  const out: string[] = [];
  let current = '';
  for (const { html } of XSS_CORPUS) {
    if (current && current.length + html.length + 1 > CHAT_LIMITS.maxText) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n${html}` : html;
  }
  if (current) out.push(current);
  return out;
}

/** Elements and attributes inside `scope` that could run or load something: none for plain text. */
function activeInside(scope: Locator, allowImages = false) {
  return scope.evaluate((root, images) => {
    const found: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if (/^(script|iframe|frame|object|embed|math|form|input|base|meta|link|style)$/.test(tag))
        found.push(`<${tag}>`);
      if (tag === 'img' && !images) found.push('<img>');
      for (const { name, value } of element.attributes) {
        if (name.startsWith('on')) found.push(`${tag}[${name}]`);
        if (/^\s*(javascript|vbscript|data):/i.test(value)) found.push(`${tag}[${name}=${value}]`);
      }
    }
    return found;
  }, allowImages);
}

test('the corpus sent in chat and in the inbox shows as text and never runs', async ({
  page,
  browser,
  baseURL,
}) => {
  await noNotices(page);
  const seen = watchForScript(page);
  const member = await loggedInMember(page, baseURL!);
  const texts = chunks();
  expect(texts.length).toBeGreaterThan(1);

  // The member sends the corpus (pacing past the flood limit when it bites).
  for (const text of texts) {
    for (;;) {
      const sent = await page.request.post('/api/wps/chatSend', {
        headers: { origin: baseURL! },
        data: { clientId: randomUUID(), text },
      });
      const answer = await sent.json();
      if (answer.code !== 'RATE_LIMITED') {
        expect(answer.success, JSON.stringify(answer)).toBe(true);
        break;
      }
      await page.waitForTimeout(CHAT_LIMITS.floodWindowMs / 2);
    }
  }
  // Staff answer with the corpus too, and an operator writes it to the inbox.
  const agent = { username: uniqueName('x'), password: 'Secret123', displayName: 'Xena' };
  await operate(page.request, '/ops/support/staff', { ...agent, role: 'agent' });
  const staffLogin = await page.request.post(`${PLATFORM}/support/login`, { data: agent });
  const staffToken = (await staffLogin.json()).value.token as string;
  const history = await (await page.request.get('/api/wps/chatMessages')).json();
  const conversationId = history.value.conversation.id as number;
  const staffReply = texts[0]!;
  const reply = await page.request.post(
    `${PLATFORM}/support/conversations/${conversationId}/send`,
    {
      headers: { authorization: `Bearer ${staffToken}` },
      data: { clientId: randomUUID(), text: staffReply },
    },
  );
  expect(reply.status(), await reply.text()).toBe(200);
  await operate(page.request, '/ops/messages/send', {
    username: member.username,
    title: '<img src=x onerror="window.__xss=1">',
    content: texts[1]!,
  });

  // The member's chat window: every message as typed, nothing active.
  await page.goto('/en');
  await (await ready(page.getByRole('banner').getByRole('button', { name: /^Live chat/ }))).click();
  const log = page.getByTestId('chat-window').getByRole('log', { name: 'Chat messages' });
  await expect(log.locator('li[data-sender="member"]')).toHaveCount(texts.length);
  await expect(log.locator('li[data-sender="staff"]')).toHaveCount(1);
  for (const [i, text] of texts.entries())
    // As typed, less the control characters the platform drops from every message.
    await expect(log.locator('li[data-sender="member"]').nth(i).locator('p')).toHaveText(
      cleanText(text),
    );
  await expect(log.locator('li[data-sender="staff"] p')).toHaveText(cleanText(staffReply));
  expect(await activeInside(log)).toEqual([]);

  // The inbox: title and content as text.
  await page.getByTestId('chat-window').getByRole('button', { name: 'Close chat' }).click();
  await (await ready(page.getByRole('button', { name: 'Messages, 1 unread' }))).click();
  const centre = memberCentre(page);
  await centre.getByRole('button', { name: /onerror/ }).click();
  await expect(centre.getByText(XSS_CORPUS[texts[0]!.split('\n').length]!.html)).toBeVisible();
  expect(await activeInside(centre)).toEqual([]);
  expect(await seen.xss()).toBeUndefined();
  expect(seen.dialogs).toEqual([]);

  // The support console: the member's messages as text, only the console's own images.
  const desk = await browser.newContext({ baseURL });
  const console_ = await desk.newPage();
  const deskSeen = watchForScript(console_);
  const signIn = await console_.request.post('/api/support/login', {
    headers: { origin: baseURL! },
    data: { username: agent.username, password: agent.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await console_.goto('/en/support');
  await console_.getByRole('button', { name: new RegExp(member.username) }).click();
  const thread = console_.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText(texts.at(-1)!.split('\n')[0]!, { exact: false })).toBeVisible();
  expect(await activeInside(thread, true)).toEqual([]);
  expect(await thread.locator('img').count()).toBe(0);
  expect(await deskSeen.xss()).toBeUndefined();
  expect(deskSeen.dialogs).toEqual([]);
  await desk.close();
});
