import { randomUUID } from 'node:crypto';
import { expect, request as http, test, type APIRequestContext } from '@playwright/test';
import { startCluster, startProxy, sharedServersUp, type Cluster, type Proxy } from './instances';
import { uniqueName } from './support';

/**
 * Two portals and two platforms on one PostgreSQL and one Redis behind a reverse proxy (issue 17):
 * sessions, rate limits and jobs behave as with one instance, and a platform that dies mid-traffic
 * loses nothing a client was told had succeeded.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let cluster: Cluster | null = null;
let proxy: Proxy | null = null;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!(await sharedServersUp())) {
    if (process.env.CI) throw new Error('PostgreSQL and Redis must be reachable in CI');
    return;
  }
  cluster = await startCluster(3900, { lotteryOnBoth: true });
  proxy = await startProxy(
    cluster.pairs.map((p) => p.portal),
    3950,
  );
});
test.afterAll(async () => {
  await proxy?.stop();
  await cluster?.stop();
});
test.beforeEach(() => test.skip(!cluster, 'PostgreSQL and Redis are not reachable here'));

async function ops(route: string, data: unknown) {
  const response = await fetch(`${cluster!.pairs[0]!.platform}${route}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${cluster!.operatorToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(data),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function member(): Promise<{ username: string; password: string }> {
  const made = { username: uniqueName('cl'), password: 'Secret123' };
  await ops('/ops/members', { ...made, mustChangePassword: false });
  return made;
}

async function login(
  api: APIRequestContext,
  origin: string,
  who: { username: string; password: string },
) {
  const response = await api.post(`${origin}/api/wps/login`, {
    headers: { origin },
    data: { ...who, type: 'username' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a session made on one portal works on the other; a rate limit counts across both', async () => {
  const [a, b] = cluster!.pairs;
  const api = await http.newContext();
  const who = await member();
  await login(api, a!.portal, who);
  // The cookie (sealed with the shared secret) opens the same member on the other portal.
  const balance = await api.get(`${b!.portal}/api/wps/balance`);
  expect(balance.status(), await balance.text()).toBe(200);
  const profile = await (await api.get(`${b!.portal}/api/wps/memberInfo`)).json();
  expect(JSON.stringify(profile)).toContain(who.username);

  // Feedback: 5 per address per window, counted in Redis; alternating portals does not help.
  const codes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const origin = (i % 2 === 0 ? a : b)!.portal;
    const answer = await api.put(`${origin}/api/wps/feedback`, {
      headers: { origin },
      data: { content: `cluster feedback ${i}`, category: 'other' },
    });
    codes.push((await answer.json()).code ?? 'OK');
  }
  expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'RATE_LIMITED']);
  await api.dispose();
});

test('with both schedulers on, one instance makes and draws the lottery issues', async () => {
  const metric = async (platform: string, event: string) => {
    const text = await (
      await fetch(`${platform}/metrics`, {
        headers: { authorization: `Bearer ${cluster!.operatorToken}` },
      })
    ).text();
    const line = text
      .split('\n')
      .find((l) => l.startsWith(`platform_lottery_issues_total{event="${event}"}`));
    return line ? Number(line.split(' ').pop()) : 0;
  };
  const [a, b] = cluster!.pairs;
  await expect
    .poll(
      async () => (await metric(a!.platform, 'created')) + (await metric(b!.platform, 'created')),
      {
        timeout: 60_000,
      },
    )
    .toBeGreaterThan(0);
  const created = [await metric(a!.platform, 'created'), await metric(b!.platform, 'created')];
  // The scheduler's advisory lock: exactly one instance created the issues.
  expect(created.filter((n) => n > 0)).toHaveLength(1);
  const duplicates = await cluster!.sql(
    'select game_code, numero, count(*) from lottery_issues group by 1, 2 having count(*) > 1',
  );
  expect(duplicates).toEqual([]);
});

test('a platform killed mid-traffic loses no write its client was told succeeded', async () => {
  const members = await Promise.all(Array.from({ length: 6 }, member));
  const contexts = await Promise.all(members.map(() => http.newContext()));
  for (const [i, who] of members.entries()) await login(contexts[i]!, proxy!.url, who);
  const acknowledged: string[] = [];
  const failed: string[] = [];
  let killed = false;
  for (let i = 0; i < 40; i++) {
    const clientId = randomUUID();
    const response = await contexts[i % contexts.length]!.post(`${proxy!.url}/api/wps/chatSend`, {
      headers: { origin: proxy!.url },
      data: { clientId, text: `message ${i}` },
      failOnStatusCode: false,
    });
    const answer = await response.json().catch(() => ({ success: false }));
    (answer.success ? acknowledged : failed).push(clientId);
    if (acknowledged.length === 12 && !killed) {
      killed = true;
      cluster!.pairs[0]!.killPlatform();
    }
  }
  expect(killed).toBe(true);
  expect(acknowledged.length).toBeGreaterThan(12);
  const stored = await cluster!.sql(
    'select client_id from chat_messages where client_id = any($1)',
    [acknowledged],
  );
  expect(stored.map((r) => r.client_id).sort()).toEqual([...acknowledged].sort());
  for (const context of contexts) await context.dispose();
});
