import { createTurnstileBotCheck, type TurnstileApi, type TurnstileOptions } from './turnstile';

/** Plays Cloudflare's browser API: answers each widget the way the test says. */
function fakeTurnstile(answer: (options: TurnstileOptions) => void) {
  const rendered: TurnstileOptions[] = [];
  const removed: string[] = [];
  const api: TurnstileApi = {
    render(_container, options) {
      rendered.push(options);
      queueMicrotask(() => answer(options));
      return `widget-${rendered.length}`;
    },
    remove: (id) => removed.push(id),
  };
  return { api, rendered, removed };
}

function host() {
  const hosts = { made: 0, removed: 0 };
  const make = () => {
    hosts.made += 1;
    return { element: {} as HTMLElement, remove: () => (hosts.removed += 1) };
  };
  return { hosts, make };
}

describe('Turnstile bot check', () => {
  it("sends the widget's token, made for the call's action with the brand's site key", async () => {
    const cf = fakeTurnstile((o) => o.callback(`token-for-${o.action}`));
    const place = host();
    const check = createTurnstileBotCheck('site-key-1', async () => cf.api, place.make);
    expect(await check.fields('login')).toEqual({ botToken: 'token-for-login' });
    expect(await check.fields('sms')).toEqual({ botToken: 'token-for-sms' });
    expect(cf.rendered.map((o) => [o.sitekey, o.action, o.appearance])).toEqual([
      ['site-key-1', 'login', 'interaction-only'],
      ['site-key-1', 'sms', 'interaction-only'],
    ]);
    // A token is single use: each call gets a widget of its own, removed once it has answered.
    expect(cf.removed).toEqual(['widget-1', 'widget-2']);
    expect(place.hosts).toEqual({ made: 2, removed: 2 });
  });

  it.each([
    ['an error', (o: TurnstileOptions) => o['error-callback']()],
    ['an expired token', (o: TurnstileOptions) => o['expired-callback']()],
    ['an unanswered challenge', (o: TurnstileOptions) => o['timeout-callback']()],
  ])('sends no token after %s, and cleans up', async (_case, answer) => {
    const cf = fakeTurnstile(answer);
    const place = host();
    const check = createTurnstileBotCheck('k', async () => cf.api, place.make);
    expect(await check.fields('register')).toEqual({});
    expect(cf.removed).toEqual(['widget-1']);
    expect(place.hosts).toEqual({ made: 1, removed: 1 });
  });

  it('sends no token when the visitor never answers, or the script does not load', async () => {
    const silent = fakeTurnstile(() => undefined);
    const place = host();
    const slow = createTurnstileBotCheck('k', async () => silent.api, place.make, 20);
    expect(await slow.fields('login')).toEqual({});
    expect(place.hosts.removed).toBe(1);
    const blocked = createTurnstileBotCheck(
      'k',
      () => Promise.reject(new Error('blocked')),
      place.make,
    );
    expect(await blocked.fields('login')).toEqual({});
  });

  it('survives a render that throws (a bad site key)', async () => {
    const place = host();
    const api: TurnstileApi = {
      render: () => {
        throw new Error('invalid sitekey');
      },
      remove: () => undefined,
    };
    const check = createTurnstileBotCheck('bad', async () => api, place.make);
    expect(await check.fields('login')).toEqual({});
    expect(place.hosts.removed).toBe(1);
  });
});
