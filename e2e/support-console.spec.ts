import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { noNotices, ready, registerMember, uniqueName } from './support';

const PASSWORD = 'Secret123';
/** Malay, the demo brand's default language (no prefix in the address). */
const ms = JSON.parse(readFileSync('messages/ms.json', 'utf8')) as {
  api: Record<string, string>;
  support: { signIn: { username: string; password: string; submit: string } };
};
const MALAY = ms.support.signIn;
const ENGLISH = { username: 'Username', password: 'Password', submit: 'Sign in' };

// A Malay browser stays on the unprefixed (default-language) pages.
test.use({ locale: 'ms-MY' });

/** A staff account made the way operators make one: the platform's CLI. */
function addStaff(username: string, name: string) {
  execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'platform',
      '--',
      'support',
      'add',
      username,
      '--name',
      name,
      '--role',
      'agent',
      '--password',
      PASSWORD,
    ],
    {
      env: {
        ...process.env,
        PLATFORM_PORT: process.env.E2E_PLATFORM_PORT || '4100',
        DATA_DIR: process.env.E2E_DATA_DIR || '.data/e2e',
      },
      stdio: 'pipe',
    },
  );
}

async function signIn(
  page: Page,
  prefix: string,
  labels: { username: string; password: string; submit: string },
  username: string,
  password: string,
) {
  await page.goto(`${prefix}/support/login`);
  const submit = page.getByRole('button', { name: labels.submit, exact: true });
  await ready(submit);
  await page.getByLabel(labels.username).fill(username);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await submit.click();
}

test('a support agent signs in, answers a member and closes the conversation with a note', async ({
  page,
  browser,
  baseURL,
}) => {
  await noNotices(page);
  const agent = uniqueName('agent');
  const agentName = `Agent ${agent.slice(-4)}`;
  addStaff(agent, agentName);

  // A member writes first: the conversation waits in the live queue.
  const memberSide = await browser.newContext({ baseURL });
  const member = await registerMember(memberSide.request, baseURL!);
  const question = `Where is my deposit ${uniqueName('q')}? <b>now</b>`;
  const sent = await memberSide.request.post('/api/wps/chatSend', {
    headers: { origin: baseURL! },
    data: { clientId: `e2e-${Date.now()}`, text: question },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // A wrong password is refused in the page's language, and nothing is signed in.
  const login = await page.goto('/support/login');
  expect(login?.headers()['cache-control']).toMatch(/no-store/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await signIn(page, '', MALAY, agent, 'Wrong-password1');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(ms.api.error_login_failed!);
  await expect(page).toHaveURL(/\/support\/login$/);

  // Signed in: the console, with the member's conversation in the queue.
  await signIn(page, '/en', ENGLISH, agent, PASSWORD);
  await expect(page).toHaveURL(/\/en\/support$/);
  await expect(page.getByRole('heading', { name: 'Support console' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${agentName}`)).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain('support_session');
  const row = page.getByRole('button', { name: new RegExp(member.username) });
  await expect(row).toBeVisible();
  await row.click();

  // The message as plain text: the markup shows as typed, nothing is rendered as HTML.
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText(question)).toBeVisible();
  await expect(messages.locator('b')).toHaveCount(0);
  await expect(page.getByRole('complementary')).toContainText(member.username);

  // Take it: the queue and the member panel name the agent.
  await page.getByRole('button', { name: 'Take it' }).click();
  await expect(page.getByRole('complementary')).toContainText(`Assigned to ${agentName}`);
  await expect(row).toContainText(`Assigned to ${agentName}`);

  // A reply reaches the member's history.
  const reply = `We are checking it for you, ${member.username}.`;
  await page.getByLabel('Reply').fill(reply);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messages.getByText(reply)).toBeVisible();
  await expect(page.getByLabel('Reply')).toHaveValue('');
  await expect
    .poll(async () => {
      const history = await memberSide.request.get('/api/wps/chatMessages');
      const value = (await history.json()).value as { messages: { body: string }[] };
      return value.messages.map((m) => m.body);
    })
    .toContain(reply);

  // The member writes again: the socket brings it in without a reload.
  const followUp = `Thank you ${uniqueName('f')}`;
  const again = await memberSide.request.post('/api/wps/chatSend', {
    headers: { origin: baseURL! },
    data: { clientId: `e2e-${Date.now()}-2`, text: followUp },
  });
  expect(again.status(), await again.text()).toBe(200);
  await expect(messages.getByText(followUp)).toBeVisible();

  // Close it: a note is required.
  await page.getByRole('button', { name: 'Close the conversation' }).click();
  await expect(page.getByText('Write a note before closing.')).toBeVisible();
  await page.getByLabel('Close note (required)').fill('Deposit found and credited.');
  await page.getByRole('button', { name: 'Close the conversation' }).click();
  await expect(page.getByText('This conversation is closed.')).toBeVisible();
  await expect(page.getByText('Note: Deposit found and credited.')).toBeVisible();
  await expect(page.getByLabel('Reply')).toHaveCount(0);

  // It left the open list and shows among the closed ones.
  const queue = page.getByRole('region', { name: 'Conversations' });
  await expect(queue.getByRole('button', { name: new RegExp(member.username) })).toHaveCount(0);
  await queue.getByRole('button', { name: 'Closed' }).click();
  await expect(queue.getByRole('button', { name: new RegExp(member.username) })).toBeVisible();

  // Signing out ends the session: the console sends back to the sign-in page.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/support\/login$/);
  await page.goto('/en/support');
  await expect(page).toHaveURL(/\/en\/support\/login$/);
  await memberSide.close();
});
