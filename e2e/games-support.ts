import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createHmac, randomUUID } from 'node:crypto';
import { operate, PLATFORM } from './support';
import { adjust, call } from './wallet-support';

/** A logged-in portal call that reads (GET `/api/wps/{name}?query`), as the browser makes it. */
export async function read(page: Page, name: string, query: Record<string, string> = {}) {
  const response = await page.request.get(`/api/wps/${name}?${new URLSearchParams(query)}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value;
}

/** A game of the catalogue, found by name through the portal's own game list call. */
export async function findGame(page: Page, gameType: string, gameName: string) {
  const list = await read(page, 'gameList', { gameType, gameName, language: 'en' });
  const game = list.games.find((g: { gameName: string }) => g.gameName === gameName);
  expect(game, `${gameName} in ${gameType}`).toBeTruthy();
  return game as { nodeId: number; gameId: string; vassalage: string; gameName: string };
}

/** A vendor's signing secret, issued by an operator (the old one stops working). */
export async function vendorSecret(request: APIRequestContext, vendor: string): Promise<string> {
  return (await operate(request, '/ops/vendor-keys', { vendor })).secret;
}

/** A signed call to the platform's vendor wallet API, exactly as a game vendor sends it. */
export async function vendorCall(
  request: APIRequestContext,
  vendor: string,
  secret: string,
  action: 'balance' | 'debit' | 'credit' | 'rollback',
  body: Record<string, unknown>,
) {
  const text = JSON.stringify(body);
  const timestamp = String(Date.now());
  const response = await request.post(`${PLATFORM}/vendor/${vendor}/${action}`, {
    data: text,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': createHmac('sha256', secret).update(`${timestamp}.${text}`).digest('hex'),
    },
  });
  const answer = await response.json();
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.value;
}

/**
 * Opens a game session for the logged-in member at `vendor` (an operator's, as for a vendor's
 * certification: these vendors have no game address to launch), so that the vendor may bet for
 * them. Gives the vendor's player id for the member.
 */
export async function openVendorSession(page: Page, vendor: string): Promise<string> {
  const lanes: { title: string; cards: { vassalage: string }[] }[] = await read(page, 'vendors');
  const lane = lanes.find((l) => l.cards.some((card) => card.vassalage === vendor));
  expect(lane, `a lane with ${vendor}`).toBeTruthy();
  const list = await read(page, 'gameList', { gameType: lane!.title, vassalage: vendor });
  const info = await read(page, 'memberInfo');
  const session = await operate(page.request, '/ops/vendor-sessions', {
    username: info.account,
    nodeId: list.games[0].nodeId,
  });
  return session.playerId;
}

/**
 * Funds a logged-in member with `amount` (minor units) to play at `vendor`: an operator's
 * adjustment, then, on a transfer-wallet brand, a move to the vendor's wallet, and a game session
 * there. Gives the vendor's player id for the member.
 */
export async function fundPlayer(page: Page, baseURL: string, vendor: string, amount: number) {
  const info = await read(page, 'memberInfo');
  await adjust(page, info.account, amount);
  const summary = await read(page, 'walletBalances');
  if (!summary.single)
    await call(page, baseURL, 'walletTransfer', {
      from: 'MAIN',
      to: vendor,
      amount,
      idempotencyKey: randomUUID().replaceAll('-', ''),
    });
  return openVendorSession(page, vendor);
}
