/**
 * The in-house game server over HTTP, as the game pages use it: every bet and win through the
 * signed vendor API into the ledger, outcomes from the committed seeds only.
 */
import { eq } from 'drizzle-orm';
import {
  crashPoint,
  crashTimeOf,
  hashServerSeed,
  payout,
  playDice,
  playSlot,
} from '../../../lib/inhouse';
import { platformServices } from '../app';
import * as t from '../db/schema';
import { ledgerHealth } from '../services/wallet/ledger';
import { createMember, startTestPlatform, type TestPlatform } from '../testing';
import { createInhousePlay } from './play';
import { createInhouseStore } from './store';
import { createVendorClient } from './vendor-client';

let platform: TestPlatform;
let count = 0;

async function player(game: 'slot' | 'dice' | 'crash', balance: number) {
  const member = await createMember(platform, {
    username: `ih${++count}game`,
    password: 'pass1234',
  });
  const services = platformServices.get(platform.app)!;
  if (balance > 0) {
    await services.wallet.adjust(member.id, balance, 'test', 'test', `ih-fund-${member.id}`);
    await services.wallet.move(member.id, 'MAIN', 'SPB', balance, `ih-spb-${member.id}`);
  }
  const launchToken = await services.vendorWallet.issueLaunch(member.id, 'SPB', 1);
  const started = await api('session', { launchToken, game: `spb-${game}` });
  expect(started.body).toMatchObject({ ok: true, balance, currency: 'MYR', nonce: 0 });
  const session = started.body.session as string;
  return {
    id: member.id,
    started: started.body,
    call: (path: string, body: object = {}) => api(path, body, session),
  };
}

async function api(path: string, body: object, session?: string) {
  const response = await platform.app.inject({
    method: 'POST',
    url: `/cdn/launch/spb/api/${path}`,
    payload: body,
    headers: session ? { 'x-game-session': session } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

const vendorBalance = async (memberId: number) =>
  (await platformServices.get(platform.app)!.wallet.summary(memberId)).wallets.find(
    (w) => w.code === 'SPB',
  )?.balance;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('game pages', () => {
  it('serves each game with a strict CSP, its translations and its script', async () => {
    const page = await platform.app.inject({
      url: '/cdn/launch/spb/spb-dice?t=abc&lang=en&theme=light',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('data-theme="light"');
    expect(page.body).toContain('Lucky Dice');
    const script = await platform.app.inject({ url: '/cdn/launch/spb/assets/game.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body.length).toBeGreaterThan(5_000);
    expect((await platform.app.inject({ url: '/cdn/launch/spb/spb-poker' })).statusCode).toBe(404);
    const hostile = await platform.app.inject({
      url: `/cdn/launch/spb/spb-slot?t=${encodeURIComponent('</script><script>alert(1)</script>')}`,
    });
    expect(hostile.body).not.toContain('</script><script>alert(1)');
  });
});

describe('dice and slot', () => {
  it('moves exactly win − stake, and the revealed seed proves the round', async () => {
    const p = await player('dice', 10_000);
    const committed = p.started.nextServerSeedHash as string;
    const params = { target: 5000, direction: 'under' };
    const played = await p.call('play', { stake: 1_000, params });
    expect(played.status).toBe(200);
    const { round, balance } = played.body;
    expect(round.serverSeedHash).toBe(committed);
    expect(hashServerSeed(round.serverSeed)).toBe(committed);
    const again = playDice(round, params as never);
    expect(round.outcome).toEqual(again);
    expect(round.win).toBe(payout(1_000, again.x10000, 10_000));
    expect(balance).toBe(10_000 - 1_000 + round.win);
    expect(await vendorBalance(p.id)).toBe(balance);
    expect(played.body.nextServerSeedHash).not.toBe(committed);
    expect(played.body.nonce).toBe(1);
  });

  it('spins the slot and pays its lines', async () => {
    const p = await player('slot', 5_000);
    let balance = 5_000;
    for (let i = 0; i < 5; i += 1) {
      const { round, balance: after } = (await p.call('play', { stake: 200 })).body;
      expect(round.outcome).toEqual(playSlot(round));
      expect(round.win).toBe(payout(200, round.outcome.x100));
      expect(after).toBe(balance - 200 + round.win);
      balance = after;
    }
    expect(await vendorBalance(p.id)).toBe(balance);
  });

  it('refuses a stake above the balance and changes nothing', async () => {
    const p = await player('dice', 500);
    const refused = await p.call('play', {
      stake: 600,
      params: { target: 5000, direction: 'under' },
    });
    expect(refused.body).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await vendorBalance(p.id)).toBe(500);
  });

  it('takes no bet once the game session with the platform has ended, and changes nothing', async () => {
    const p = await player('slot', 1_000);
    expect((await p.call('play', { stake: 200 })).status).toBe(200);
    const after = await vendorBalance(p.id);
    await platform.database.db
      .update(t.gameLaunches)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(t.gameLaunches.memberId, p.id));
    const refused = await p.call('play', { stake: 200 });
    expect(refused).toEqual({ status: 401, body: { ok: false, code: 'SESSION_EXPIRED' } });
    expect(await vendorBalance(p.id)).toBe(after);
  });

  it.each([
    [{ stake: 10.5, params: { target: 5000, direction: 'under' } }],
    [{ stake: 5, params: { target: 5000, direction: 'under' } }],
    [{ stake: 2_000_000, params: { target: 5000, direction: 'under' } }],
    [{ stake: 100, params: { target: 9900, direction: 'under' } }],
    [{ stake: '100', params: { target: 5000, direction: 'under' } }],
    [{ stake: 100 }],
  ])('refuses the bad bet %j', async (bet) => {
    const p = await player('dice', 1_000);
    expect((await p.call('play', bet)).body).toEqual({ ok: false, code: 'BAD_REQUEST' });
    expect(await vendorBalance(p.id)).toBe(1_000);
  });

  it('needs a live session and a real launch token', async () => {
    expect((await api('play', { stake: 100 })).status).toBe(401);
    expect((await api('play', { stake: 100 }, 'forged')).status).toBe(401);
    expect((await api('session', { launchToken: 'nope', game: 'spb-dice' })).status).toBe(401);
    expect((await api('session', { launchToken: 'x', game: 'spb-poker' })).status).toBe(400);
  });
});

describe('crash', () => {
  /** Sets a running round's start so that `ms` have passed (negative: it has not started yet). */
  const age = (roundId: string, ms: number) =>
    platform.database.db
      .update(t.inhouseRounds)
      .set({ outcome: { startedAt: Date.now() - ms } })
      .where(eq(t.inhouseRounds.roundId, roundId));
  const seedsOf = async (roundId: string) =>
    (
      await platform.database.db
        .select()
        .from(t.inhouseRounds)
        .where(eq(t.inhouseRounds.roundId, roundId))
    )[0]!;

  it('pays a cash-out before the crash point and nothing after it', async () => {
    const p = await player('crash', 100_000);
    const checked = { won: 0, lost: 0 };
    for (let i = 0; i < 12 && (checked.won === 0 || checked.lost === 0); i += 1) {
      const started = (await p.call('crash/start', { stake: 1_000 })).body;
      expect(started.round.serverSeed).toBeNull();
      // The rocket reaches 1.01x 166 ms after the start: a slow machine could get there before
      // the call, so the start is moved a minute ahead for this check.
      await age(started.round.roundId, -60_000);
      expect((await p.call('crash/cashout', { roundId: started.round.roundId })).body.code).toBe(
        'TOO_EARLY',
      );
      const crash = crashPoint(await seedsOf(started.round.roundId));
      if (crash >= 110 && checked.won === 0) {
        await age(started.round.roundId, crashTimeOf(105));
        const out = (await p.call('crash/cashout', { roundId: started.round.roundId })).body;
        expect(out.round.status).toBe('won');
        expect(out.round.win).toBe(payout(1_000, out.round.outcome.cashoutX100));
        expect(out.round.outcome.cashoutX100).toBeLessThanOrEqual(crash);
        checked.won += 1;
      } else {
        await age(started.round.roundId, crashTimeOf(crash) + 10);
        const out = (await p.call('crash/cashout', { roundId: started.round.roundId })).body;
        expect(out.round).toMatchObject({ status: 'lost', win: 0 });
        expect(out.round.outcome.crashX100).toBe(crash);
        checked.lost += 1;
      }
    }
    expect(checked.won).toBe(1);
    expect(checked.lost).toBeGreaterThan(0);
  });

  it('cashes out automatically at the target when the rocket gets there', async () => {
    const p = await player('crash', 10_000);
    const started = (await p.call('crash/start', { stake: 1_000, autoCashout: 101 })).body;
    const crash = crashPoint(await seedsOf(started.round.roundId));
    await age(started.round.roundId, crashTimeOf(Math.max(101, crash)) + 50);
    const status = (await p.call('crash/status', { roundId: started.round.roundId })).body;
    expect(status.round.status).toBe(crash >= 101 ? 'won' : 'lost');
    expect(status.round.win).toBe(crash >= 101 ? 1_010 : 0);
  });
});

describe('recovery', () => {
  it('pays an unpaid win on the next request, once', async () => {
    const p = await player('dice', 2_000);
    const services = platformServices.get(platform.app)!;
    const store = createInhouseStore(platform.database.db);
    const vendor = createVendorClient(platform.app, platform.database.db);
    // A round whose bet went through and whose credit never arrived (the process died).
    const round = await store.openRound(`p${p.id}`, 'dice', 1_000, {
      target: 9800,
      direction: 'under',
    });
    expect(
      (
        await vendor('debit', {
          playerId: `p${p.id}`,
          txnId: `${round.roundId}:bet`,
          roundId: round.roundId,
          amount: 1_000,
        })
      ).ok,
    ).toBe(true);
    const outcome = playDice(round, { target: 9800, direction: 'under' });
    await store.update(round.id, { outcome });
    expect(await vendorBalance(p.id)).toBe(1_000);
    const state = (await p.call('state')).body;
    const settled = state.history.find((r: { roundId: string }) => r.roundId === round.roundId);
    expect(settled.status).toBe(outcome.won ? 'won' : 'lost');
    const win = payout(1_000, outcome.x10000, 10_000);
    expect(await vendorBalance(p.id)).toBe(1_000 + win);
    await createInhousePlay(store, vendor).recover();
    expect(await vendorBalance(p.id)).toBe(1_000 + win);
    expect(await ledgerHealth(services.database.db)).toMatchObject({ mismatched: 0, negative: 0 });
  });
});
