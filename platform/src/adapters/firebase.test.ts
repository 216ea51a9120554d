import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { CallError } from '../../../lib/contract/envelope';
import {
  createFirebaseVerifier,
  FIREBASE_JWKS_URL,
  firebaseFromEnv,
  type FirebaseVerifier,
} from './firebase';

const projectId = 'portal-demo';
const issuer = `https://securetoken.google.com/${projectId}`;
const env = (vars: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...vars,
  NODE_ENV: 'test',
});

let server: Server;
let jwksUrl: string;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let verifier: FirebaseVerifier;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
  server = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  verifier = createFirebaseVerifier({ projectId, jwksUrl });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

type TokenChanges = {
  claims?: JWTPayload;
  drop?: string[];
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  key?: CryptoKey;
  kid?: string;
  subject?: string;
};

/** A Firebase phone sign-in token as Google would issue it, with the given changes. */
async function token(changes: TokenChanges = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = {
    auth_time: now - 60,
    phone_number: '+60123456789',
    firebase: { identities: { phone: ['+60123456789'] }, sign_in_provider: 'phone' },
    ...changes.claims,
  };
  for (const name of changes.drop ?? []) delete claims[name];
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: changes.kid ?? 'google-1' })
    .setIssuer(changes.issuer ?? issuer)
    .setAudience(changes.audience ?? projectId)
    .setSubject(changes.subject ?? 'uid-123')
    .setIssuedAt(now - 60)
    .setExpirationTime(changes.expiresAt ?? now + 3600)
    .sign(changes.key ?? googleKey);
}

describe('createFirebaseVerifier', () => {
  it('accepts a phone sign-in token and gives the uid and E.164 number', async () => {
    await expect(verifier.verify(await token())).resolves.toEqual({
      uid: 'uid-123',
      phoneNumber: '+60123456789',
    });
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each<[string, () => Promise<string>, RegExp]>([
    ['another project (audience)', () => token({ audience: 'someone-else' }), /"aud"/],
    ['another issuer', () => token({ issuer: `${issuer}-other` }), /"iss"/],
    ['an expired token', () => token({ expiresAt: now() - 10 }), /ERR_JWT_EXPIRED/],
    ['a token signed by another key', () => token({ key: strangerKey }), /signature/],
    ['an unknown key id', () => token({ key: strangerKey, kid: 'x' }), /ERR_JWKS_NO_MATCHING_KEY/],
    ['a token without phone_number', () => token({ drop: ['phone_number'] }), /phone_number/],
    [
      'a token from another sign-in provider',
      () => token({ claims: { firebase: { sign_in_provider: 'password' } } }),
      /password, not phone/,
    ],
    ['a token without auth_time', () => token({ drop: ['auth_time'] }), /auth_time/],
    ['auth_time in the future', () => token({ claims: { auth_time: now() + 600 } }), /auth_time/],
    ['an empty sub', () => token({ subject: '' }), /sub/],
    ['a 129-character sub', () => token({ subject: 'u'.repeat(129) }), /sub/],
    [
      'an HS256 token',
      () =>
        new SignJWT({ phone_number: '+60123456789' })
          .setProtectedHeader({ alg: 'HS256', kid: 'google-1' })
          .sign(new TextEncoder().encode('a shared secret of thirty-two bytes!')),
      /ERR_JOSE_ALG_NOT_ALLOWED/,
    ],
    ['a garbage string', async () => 'not-a-jwt', /ERR_JWS_INVALID|ERR_JWT_INVALID/],
    ['an unsigned token', async () => (await token()).replace(/\.[^.]+$/, '.'), /signature/],
  ])('refuses %s with FIREBASE_INVALID', async (_case, make, reason) => {
    const error = await verifier.verify(await make()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CallError);
    expect(error).toMatchObject({ code: 'FIREBASE_INVALID' });
    // The reason names what was wrong, so a refusal is not passing for an unrelated failure.
    expect((error as Error).message).toMatch(reason);
  });

  it('refuses tokens while the key set cannot be fetched', async () => {
    const cut = createFirebaseVerifier({ projectId, jwksUrl: 'http://127.0.0.1:1/jwks' });
    await expect(cut.verify(await token())).rejects.toMatchObject({ code: 'FIREBASE_INVALID' });
  });
});

describe('firebaseFromEnv', () => {
  it('is null without a Firebase project', () => {
    expect(firebaseFromEnv(env())).toBeNull();
  });

  it('verifies against FIREBASE_JWKS_URL for FIREBASE_PROJECT_ID or the public project id', async () => {
    const fromPrivate = firebaseFromEnv(
      env({ FIREBASE_PROJECT_ID: projectId, FIREBASE_JWKS_URL: jwksUrl }),
    );
    await expect(fromPrivate?.verify(await token())).resolves.toMatchObject({ uid: 'uid-123' });
    const fromPublic = firebaseFromEnv(
      env({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId, FIREBASE_JWKS_URL: jwksUrl }),
    );
    await expect(fromPublic?.verify(await token())).resolves.toMatchObject({ uid: 'uid-123' });
  });

  it('defaults to Google’s key set', () => {
    expect(FIREBASE_JWKS_URL).toBe(
      'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    );
    expect(firebaseFromEnv(env({ FIREBASE_PROJECT_ID: projectId }))).not.toBeNull();
  });
});
