import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  captchaAnswer,
  DEMO_AGENT,
  dialogReady,
  noNotices,
  noViolations,
  operate,
  ready,
  smsCode,
  uniqueMobile,
  uniqueName,
} from './support';

/**
 * The agent centre as the demo agent sees it (the platform's seed gives `nova88agent` a team of
 * eight under a sub-agent and itself, contracts from the platform and two weeks of history).
 */
const AGENT = { username: DEMO_AGENT.username, password: DEMO_AGENT.password };

const agentCentre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });
const nav = (page: Page) =>
  agentCentre(page).getByRole('navigation', { name: 'Agent centre pages' });

/** Signs the demo agent in and opens the agent centre from the avatar menu. */
async function openAgentCentre(page: Page, baseURL: string) {
  await noNotices(page);
  const login = await page.request.post('/api/wps/login', {
    data: { ...AGENT, type: 'username' },
    headers: { origin: baseURL },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto('/en');
  await (await ready(page.getByRole('button', { name: 'Account menu' }))).click();
  await page.getByRole('button', { name: 'Agent centre' }).click();
  await dialogReady(agentCentre(page));
  return agentCentre(page);
}

test.beforeAll(() => {
  expect(AGENT.password, `the demo agent's password (${DEMO_AGENT.passwordFile})`).not.toBe('');
});

test('the avatar menu opens the agent centre at the team overview: figures, trend and contracts', async ({
  page,
  baseURL,
}) => {
  const centre = await openAgentCentre(page, baseURL!);
  await expect(nav(page).getByRole('button', { name: 'Team overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveURL(/[?&]ac=agentTeamOverview/);
  // The team of eight (more once other tests open accounts) and five or more directs.
  await expect(centre.getByTestId('overview-teamSize')).toHaveText(/^([89]|\d{2,})$/);
  await expect(centre.getByTestId('overview-bets')).toContainText('RM');
  const chart = centre.getByRole('img', { name: 'Team bets and profit and loss by day' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).not.toHaveCount(0);
  // The same numbers as a table for screen readers: one row per day of the range (seven).
  const table = centre.getByRole('table', {
    name: 'Team bets, profit and loss and active members by day',
  });
  await expect(table.locator('tbody tr')).toHaveCount(7);
  const contracts = centre.getByRole('region', { name: 'My contracts' });
  await expect(
    contracts.getByRole('listitem').filter({ hasText: 'From the platform' }),
  ).not.toHaveCount(0);
  // Each entry a click away; a contract kind leads to its page.
  await contracts.getByRole('button', { name: 'Dividend' }).click();
  await expect(centre.getByRole('heading', { name: 'Dividends' })).toBeVisible();
  await expect(centre.getByTestId('my-contract')).toContainText('From the platform');
});

test('invite friends in the left bar opens the account page of the agent centre for agents', async ({
  page,
  baseURL,
}) => {
  test.skip(
    page.viewportSize()!.width < 760,
    'on phones the left bar is a drawer (mobile-menu spec)',
  );
  const centre = await openAgentCentre(page, baseURL!);
  await centre.getByRole('button', { name: 'Close' }).first().click();
  await expect(centre).toBeHidden();
  await page.getByRole('complementary').getByRole('link', { name: 'Invite friends' }).click();
  await expect(
    agentCentre(page).getByRole('heading', { name: 'Account', exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/[?&]ac=registerCenter/);
});

test('an agent opens an account and an invitation link with its QR code and a copy button', async ({
  page,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const centre = await openAgentCentre(page, baseURL!);
  await nav(page).getByRole('button', { name: 'Account', exact: true }).click();

  const account = uniqueName('ac');
  const opening = centre.getByRole('form', { name: 'Open an account' });
  await opening.getByLabel('Account name').fill(account);
  await opening.getByLabel('Password', { exact: true }).fill('Secret123');
  await opening.getByLabel('Account type').selectOption({ label: 'Agent' });
  await opening.getByLabel('Prize group').selectOption('1950');
  await opening.getByRole('button', { name: 'Open account' }).click();
  await expect(opening.getByRole('status')).toHaveText(`Account ${account} is open.`);

  const links = centre.getByRole('region', { name: 'Invitation links' });
  await links.getByLabel('Maximum sign-ups (optional)').fill('5');
  await links.getByRole('button', { name: 'Create link' }).click();
  const created = links.getByRole('status').filter({ hasText: /^Link \w+ is ready\.$/ });
  await expect(created).toBeVisible();
  const code = (await created.textContent())!.split(' ')[1]!;
  const item = links
    .getByRole('list', { name: 'Your invitation links' })
    .locator(`[data-code="${code}"]`);
  await expect(item).toContainText('used 0 of 5');
  await expect(item.getByRole('img', { name: `QR code of invitation link ${code}` })).toBeVisible();
  const address = item.getByLabel('Invitation address');
  await expect(address).toHaveValue(new RegExp(`/en/register\\?referralCode=${code}$`));
  await item.getByRole('button', { name: 'Copy' }).click();
  await expect(item.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await address.inputValue(),
  );
});

test('team management drills into a downline with directs and back by the breadcrumb', async ({
  page,
  baseURL,
}) => {
  const centre = await openAgentCentre(page, baseURL!);
  await nav(page).getByRole('button', { name: 'Team management' }).click();
  const downlines = centre.getByRole('region', { name: 'Downlines' });
  await expect(downlines.getByRole('row', { name: /nova88m1/ })).toBeVisible();
  await downlines.getByRole('button', { name: 'Show the 3 directs of nova88sub' }).click();
  await expect(downlines.getByRole('row', { name: /nova88s1/ })).toBeVisible();
  await expect(downlines.getByRole('row', { name: /nova88m1/ })).toHaveCount(0);
  const crumbs = centre.getByRole('navigation', { name: 'Team levels' });
  await expect(crumbs).toContainText('nova88agent');
  await expect(crumbs.getByText('nova88sub')).toHaveAttribute('aria-current', 'location');
  await crumbs.getByRole('button', { name: 'nova88agent' }).click();
  await expect(downlines.getByRole('row', { name: /nova88m1/ })).toBeVisible();
});

test('an agent offers a daily wage contract to a direct from team management', async ({
  page,
  baseURL,
}) => {
  const centre = await openAgentCentre(page, baseURL!);
  const direct = uniqueName('dw');
  const opened = await page.request.put('/api/wps/agentOpenAccount', {
    data: { username: direct, password: 'Secret123', type: 0, prizeGroup: 1950 },
    headers: { origin: baseURL! },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  await nav(page).getByRole('button', { name: 'Team management' }).click();
  await centre.getByRole('search').getByLabel('Account').fill(direct);
  await centre.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await centre.getByRole('button', { name: `Manage ${direct}` }).click();
  const manage = page.getByRole('dialog', { name: `Manage ${direct}` });
  await expect(manage).toBeVisible();
  await manage.getByRole('button', { name: 'Daily wage' }).click();

  await expect(centre.getByRole('heading', { name: 'Daily wages' })).toBeVisible();
  const form = centre.getByRole('form', { name: 'Propose a contract' });
  await expect(form.getByLabel('Direct downline')).toHaveValue(direct);
  await form.getByLabel('Period').selectOption({ label: 'Every day' });
  const tier = form.getByRole('group', { name: 'Tier 1' });
  await tier.getByLabel('Min. team turnover').fill('1,000');
  await tier.getByLabel('Min. active members').fill('1');
  await tier.getByLabel('Rate (%)').fill('2');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  // Above the agent's own 1 %: refused in the form, nothing sent.
  await expect(tier.getByText('The rate can be at most 1%.')).toBeVisible();
  await tier.getByLabel('Rate (%)').fill('0.5');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `Your proposal went to ${direct}; it applies once they accept.`,
  );
  const given = centre.getByRole('region', { name: 'Contracts I gave' });
  await expect(given.getByRole('row', { name: new RegExp(direct) })).toContainText(
    'Awaiting reply',
  );
  await expect(given.getByRole('row', { name: new RegExp(direct) })).toContainText('0.5%');
});

test('every agent-centre page passes axe in both themes', async ({ page, baseURL }) => {
  // 22 axe runs: minutes on a busy two-core machine.
  test.setTimeout(300_000);
  const centre = await openAgentCentre(page, baseURL!);
  const pages = await nav(page).getByRole('button').allTextContents();
  // The demo brand has dividends, daily and real-time wages on, hourly wages off (HOURSALARY3).
  expect(pages).toHaveLength(11);
  expect(pages).not.toContain('Hourly wages');
  for (const theme of ['dark', 'light']) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    for (const name of pages) {
      await nav(page).getByRole('button', { name, exact: true }).click();
      await expect(centre.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(centre.locator('[aria-busy="true"]')).toHaveCount(0);
      await noViolations(page, '.modal');
    }
  }
});

/** A portal call from a signed-in session, as the browser makes it; its value. */
async function send(api: APIRequestContext, origin: string, name: string, data?: unknown) {
  const method = name === 'agentContracts' || name === 'agentLinks' ? 'get' : 'post';
  const response =
    method === 'get'
      ? await api.get(
          `/api/wps/${name}${data ? `?${new URLSearchParams(data as Record<string, string>)}` : ''}`,
        )
      : await api.post(`/api/wps/${name}`, { data, headers: { origin } });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
  return (await response.json()).value;
}

/** Signs up through an invitation link (as its registration page does) and stays signed in. */
async function signUpByLink(api: APIRequestContext, origin: string, referralCode: string) {
  const username = uniqueName('lk');
  const mobile = uniqueMobile();
  await send(api, origin, 'registerSms', { mobileNum: mobile, countryDialingCode: '60' });
  const verificationCode = await smsCode(api, `60${mobile}`);
  const captcha = await captchaAnswer(
    api,
    (await (await api.get('/api/wps/captcha')).json()).value,
  );
  const response = await api.put('/api/wps/register', {
    headers: { origin },
    data: {
      registerMethod: 'WEB',
      login: true,
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: mobile,
      countryDialingCode: '60',
      verificationCode,
      captcha,
      email: `${username}@example.com`,
      // The registration page sends the link's code as both (spec: affiliate check on load).
      affiliateCode: referralCode,
      referralCode,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return username.toLowerCase();
}

const tiers = (rateBp: number) => [{ minBet: 100_000, minLoss: 0, minActive: 1, rateBp }];

/** An upline offers its direct a daily wage and the direct accepts (both through the API). */
async function dailyContract(
  upline: APIRequestContext,
  downline: APIRequestContext,
  origin: string,
  account: string,
  rateBp: number,
) {
  const proposal = { kind: 'DAILY', downline: account, period: 'D', mode: 'FIXED', carry: 'NONE' };
  const offered = await send(upline, origin, 'agentContractPropose', {
    ...proposal,
    checkLoss: false,
    tiers: tiers(rateBp),
  });
  await send(downline, origin, 'dailySalaryProcess', { contractId: offered.id, action: 'accept' });
}

test('accepting a lower rate names the downline contract it ends and goes on once confirmed', async ({
  page,
  baseURL,
  browser,
}) => {
  test.slow();
  const origin = baseURL!;
  await openAgentCentre(page, origin);
  // A new sub-agent under the demo agent, and a member under the sub-agent (both by their links).
  const agentLink = await send(page.request, origin, 'agentLinkCreate', {
    type: 1,
    prizeGroup: 1950,
  });
  const subContext = await browser.newContext({ baseURL: origin });
  const memberContext = await browser.newContext({ baseURL: origin });
  const sub = await signUpByLink(subContext.request, origin, agentLink.code);
  const memberLink = await send(subContext.request, origin, 'agentLinkCreate', {
    type: 0,
    prizeGroup: 1940,
  });
  const member = await signUpByLink(memberContext.request, origin, memberLink.code);
  // The sub-agent holds 0.8 % from above and gives its member 0.6 %.
  await dailyContract(page.request, subContext.request, origin, sub, 80);
  await dailyContract(subContext.request, memberContext.request, origin, member, 60);
  // A new offer of 0.4 % from above: accepting it would end the 0.6 % the sub-agent gives.
  await send(page.request, origin, 'agentContractPropose', {
    kind: 'DAILY',
    downline: sub,
    period: 'D',
    mode: 'FIXED',
    carry: 'NONE',
    checkLoss: false,
    tiers: tiers(40),
  });

  const subPage = await subContext.newPage();
  await noNotices(subPage);
  await subPage.goto('/en?ac=agentDailyWages2');
  const centre = await dialogReady(agentCentre(subPage));
  const offers = centre.getByTestId('my-contract');
  await expect(offers).toHaveCount(2);
  await expect(offers.first().getByRole('heading')).toHaveText('New offer');
  await expect(offers.first()).toContainText('Awaiting reply');
  await expect(offers.first()).toContainText('0.4%');
  await expect(offers.nth(1)).toContainText('Active');
  await offers.first().getByRole('button', { name: 'Accept' }).click();

  const confirm = subPage.getByRole('dialog', { name: 'End downline contracts?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('listitem')).toHaveText([`${member}: Daily wage at 0.6%`]);
  await confirm.getByRole('button', { name: 'Go on and end them' }).click();
  await expect(confirm).toBeHidden();
  await expect(centre.getByRole('status').filter({ hasText: 'Done' })).toHaveText(
    'Done: the contract is now Active.',
  );
  const given = centre.getByRole('region', { name: 'Contracts I gave' });
  await expect(given.getByRole('row', { name: new RegExp(member) })).toContainText('Terminated');
  await expect(offers.first()).toContainText('0.4%');
  await subContext.close();
  await memberContext.close();
});

/** The agent's own figures through its session: overview, income, one downline's profit row. */
async function figures(api: APIRequestContext, downline: string) {
  const get = async (name: string, query: Record<string, string> = {}) => {
    const response = await api.get(`/api/wps/${name}?${new URLSearchParams(query)}`);
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).value;
  };
  const overview = await get('agentOverview');
  const income = await get('agentIncome');
  const profit = await get('agentProfit', { pageSize: '100' });
  const row = profit.list.find((r: { account: string }) => r.account === downline);
  return {
    bets: overview.bets as number,
    rebate: income.totals.rebate as number,
    downlineBets: (row?.validBets ?? 0) as number,
  };
}

test('an invite brings a downline who accepts a daily wage and bets: the agent’s overview, profit and loss and income move by it', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(300_000);
  const origin = baseURL!;
  const centre = await openAgentCentre(page, origin);
  // An invitation link for an agent of group 1940 (the demo agent holds 1960), made on the page.
  await nav(page).getByRole('button', { name: 'Account', exact: true }).click();
  const links = centre.getByRole('region', { name: 'Invitation links' });
  await links.getByLabel('Account type').selectOption({ label: 'Agent' });
  await links.getByLabel('Prize group').selectOption('1940');
  await links.getByRole('button', { name: 'Create link' }).click();
  const created = links.getByRole('status').filter({ hasText: /^Link \w+ is ready\.$/ });
  const code = (await created.textContent())!.split(' ')[1]!;
  const item = links.locator(`[data-code="${code}"]`);
  await expect(item.getByRole('img', { name: `QR code of invitation link ${code}` })).toBeVisible();

  // A newcomer registers through it.
  const downContext = await browser.newContext({ baseURL: origin });
  const downline = await signUpByLink(downContext.request, origin, code);
  const before = await figures(page.request, downline);
  expect(before.downlineBets).toBe(0);

  // The agent offers a daily wage from team management; the newcomer accepts on its own page.
  await nav(page).getByRole('button', { name: 'Team management' }).click();
  await centre.getByRole('search').getByLabel('Account').fill(downline);
  await centre.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await centre.getByRole('button', { name: `Manage ${downline}` }).click();
  await page
    .getByRole('dialog', { name: `Manage ${downline}` })
    .getByRole('button', { name: 'Daily wage' })
    .click();
  const form = centre.getByRole('form', { name: 'Propose a contract' });
  await form.getByLabel('Period').selectOption({ label: 'Every day' });
  const tier = form.getByRole('group', { name: 'Tier 1' });
  await tier.getByLabel('Min. team turnover').fill('50');
  await tier.getByLabel('Min. active members').fill('1');
  await tier.getByLabel('Rate (%)').fill('0.5');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(form.getByRole('status')).toContainText(`Your proposal went to ${downline}`);

  const downPage = await downContext.newPage();
  await noNotices(downPage);
  await downPage.goto('/en?ac=agentDailyWages2');
  const theirs = await dialogReady(agentCentre(downPage));
  const offer = theirs.getByTestId('my-contract').first();
  await expect(offer).toContainText('0.5%');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(theirs.getByRole('status').filter({ hasText: 'Done' })).toHaveText(
    'Done: the contract is now Active.',
  );

  // The newcomer stakes RM 100.00 on SSC1 (all ten digits of the first position: a sure win).
  await operate(page.request, '/ops/adjust', {
    username: downline,
    amount: 20_000,
    reason: 'e2e funding',
    key: `e2e-flow-${downline}`,
  });
  const lines = [
    {
      playCode: 'SSC_POSITION',
      content: '0,1,2,3,4,5,6,7,8,9|-|-|-|-',
      unitMode: 'yuan',
      multiple: 5,
    },
  ];
  let numero = '';
  await expect
    .poll(
      async () => {
        const game = await (
          await downContext.request.get('/api/wps/lotteryGame?gameCode=SSC1')
        ).json();
        numero = game.value.current?.numero ?? '';
        const placed = await downContext.request.post('/api/wps/lotteryBet', {
          headers: { origin },
          data: { gameCode: 'SSC1', numero, requestKey: `e2e-flow-${downline}-${numero}`, lines },
        });
        return placed.status();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(200);

  // Once the draw settles: RM 100.00 more team sales, the newcomer's row, and RM 1.00 of rebate
  // (100.00 × (1960 − 1940) ÷ 2000).
  await expect
    .poll(async () => (await figures(page.request, downline)).rebate - before.rebate, {
      timeout: 150_000,
      intervals: [5_000],
    })
    .toBe(100);
  const after = await figures(page.request, downline);
  expect(after.bets - before.bets).toBe(10_000);
  expect(after.downlineBets).toBe(10_000);

  // And on the pages.
  await nav(page).getByRole('button', { name: 'User profit and loss' }).click();
  const table = centre.getByRole('region', { name: 'Profit and loss by downline' });
  // The newest direct is listed last: page on until its row shows.
  const row = table.getByRole('row', { name: new RegExp(downline) });
  const next = centre
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: 'Next page' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  while ((await row.count()) === 0 && (await next.isEnabled())) {
    const shown = (await firstRow.textContent()) ?? '';
    await next.click();
    await expect(firstRow).not.toHaveText(shown);
  }
  await expect(row).toContainText('RM 100.00');
  await nav(page).getByRole('button', { name: 'My income' }).click();
  const money = (minor: number) =>
    `RM ${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(minor / 100)}`;
  await expect(
    centre.getByRole('region', { name: 'My income by day' }).getByRole('row', { name: /^Totals/ }),
  ).toContainText(money(after.rebate));
  await downContext.close();
});
