import { importJWK, type CryptoKey } from 'jose';
import { calls } from '../../../lib/contract/calls';
import { sealPayload } from '../../../lib/wps/jwe';
import { handlers } from '../app';
import { startTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
let key: CryptoKey;
let kid: string;
const received: unknown[] = [];

beforeAll(async () => {
  // The login service lands later; this handler shows what the dispatcher hands it.
  platform = await startTestPlatform({
    handlers: {
      ...handlers,
      login: async ({ input }) => {
        received.push(input);
        return {
          token: 't',
          firstTimeLogin: false,
          passwordExpired: false,
          mustChangePassword: false,
          userName: String(input.username),
          isAgent: 0,
        };
      },
    },
  });
  const published = (await platform.app.inject({ method: 'GET', url: '/wps/session/key' })).json()
    .value;
  key = (await importJWK(published.jwk, 'RSA-OAEP-256')) as CryptoKey;
  kid = published.kid;
});
afterAll(() => platform.close());

function post(path: string, jwe: string) {
  return platform.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/jose' },
    payload: jwe,
  });
}

describe('encrypted payloads', () => {
  it('decrypts a payload sealed to the published key and hands the body to the call', async () => {
    const jwe = await sealPayload(
      'login',
      { username: 'ali88', password: 'secret1', type: 'username' },
      key,
      kid,
    );
    const response = await post(calls.login.path, jwe);
    expect(response.statusCode).toBe(200);
    expect(received.at(-1)).toEqual({ username: 'ali88', password: 'secret1', type: 'username' });
  });

  it('refuses a tampered payload, one sealed for another call, and a replay', async () => {
    const count = received.length;
    const jwe = await sealPayload(
      'login',
      { username: 'ali88', password: 'secret1', type: 'username' },
      key,
      kid,
    );
    const parts = jwe.split('.');
    parts[4] = parts[4]!.slice(0, -2) + (parts[4]!.endsWith('AA') ? 'BB' : 'AA');
    const tampered = await post(calls.login.path, parts.join('.'));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('PAYLOAD_INVALID');

    const forRegister = await sealPayload('register', { username: 'ali88' }, key, kid);
    expect((await post(calls.login.path, forRegister)).json().code).toBe('PAYLOAD_INVALID');

    expect((await post(calls.login.path, jwe)).statusCode).toBe(200);
    const replay = await post(calls.login.path, jwe);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('PAYLOAD_REPLAYED');
    expect(received.length).toBe(count + 1);
  });

  it('decrypts and checks the input before answering that a call has not landed yet', async () => {
    const body = { provider: 'google', idToken: 'id-token' };
    const wrong = await sealPayload('socialLogin', { ...body, provider: 7 }, key, kid);
    const refused = await platform.app.inject({
      method: 'POST',
      url: calls.socialLogin.path,
      headers: { 'content-type': 'application/jose' },
      payload: wrong,
    });
    expect(refused.json().code).toBe('BAD_REQUEST');
    const jwe = await sealPayload('socialLogin', body, key, kid);
    const response = await platform.app.inject({
      method: 'POST',
      url: calls.socialLogin.path,
      headers: { 'content-type': 'application/jose' },
      payload: jwe,
    });
    expect(response.statusCode).toBe(501);
    expect(response.json().code).toBe('CALL_UNAVAILABLE');
  });
});
