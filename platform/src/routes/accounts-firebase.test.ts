/** Registration whose phone was proved by Firebase: the ID token is checked against a JWKS. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createFirebaseVerifier } from '../adapters/firebase';
import { callPlatform, readOps, startTestPlatform, type TestPlatform } from '../testing';

const projectId = 'portal-demo';
let platform: TestPlatform;
let jwks: Server;
let signingKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_request, response) =>
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
  platform = await startTestPlatform({
    adapters: { firebase: createFirebaseVerifier({ projectId, jwksUrl }) },
  });
});
afterAll(async () => {
  await platform.close();
  await new Promise((resolve) => jwks.close(resolve));
});

function idToken(phone: string) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    auth_time: now - 30,
    phone_number: phone,
    firebase: { identities: { phone: [phone] }, sign_in_provider: 'phone' },
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setAudience(projectId)
    .setSubject('firebase-uid-1')
    .setIssuedAt(now - 30)
    .setExpirationTime(now + 3600)
    .sign(signingKey);
}

async function registerWith(token: string, mobileNum: string) {
  const key = `firebase-browser-${mobileNum}`;
  await callPlatform(platform, 'captcha', {}, { captchaKey: key });
  const captcha = (await readOps(platform, '/ops/captcha/last')) as string;
  return callPlatform(
    platform,
    'registerMobile',
    {
      registerMethod: 'WEB',
      mobileNum,
      countryDialingCode: '60',
      verificationCode: '000000',
      password: 'pass1234',
      confirmPassword: 'pass1234',
      captcha,
      firebaseChannel: 'sms',
      firebaseIdToken: token,
    },
    { captchaKey: key },
  );
}

describe('Firebase phone proof', () => {
  it('registers the number the token proves, without an SMS code of ours', async () => {
    const done = await registerWith(await idToken('+60133300011'), '133300011');
    expect(done.body).toMatchObject({ success: true, value: { userName: '133300011' } });
  });

  it('refuses a token for another number and a forged token, creating nothing', async () => {
    const other = await registerWith(await idToken('+60199999999'), '133300012');
    expect(other.body.code).toBe('FIREBASE_INVALID');
    const forged = await registerWith('eyJhbGciOiJub25lIn0.e30.', '133300012');
    expect(forged.body.code).toBe('FIREBASE_INVALID');
    const login = await callPlatform(platform, 'login', {
      username: '133300012',
      password: 'pass1234',
      type: 'username',
    });
    expect(login.body.code).toBe('LOGIN_FAILED');
  });
});
