import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { CallError } from '../../../lib/contract/envelope';

export type FirebaseConfig = { projectId: string; jwksUrl: string };
/** phoneNumber in E.164, e.g. '+60123456789'. */
export type FirebasePhone = { uid: string; phoneNumber: string };

export interface FirebaseVerifier {
  verify(idToken: string): Promise<FirebasePhone>;
}

/** Google's public keys for Firebase Auth ID tokens, as a JWKS. */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/**
 * Checks an ID token the way Firebase documents for third-party verifiers, and that the member
 * signed in with their phone: the token is our proof that they own the number.
 */
export function createFirebaseVerifier(config: FirebaseConfig): FirebaseVerifier {
  // jose caches the key set and refetches it when a token names an unknown key (Google rotates them).
  const keys = createRemoteJWKSet(new URL(config.jwksUrl));
  const options = {
    algorithms: ['RS256'],
    issuer: `https://securetoken.google.com/${config.projectId}`,
    audience: config.projectId,
  };
  return {
    async verify(idToken) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, options));
      } catch (error) {
        throw new CallError('FIREBASE_INVALID', `Firebase ID token: ${reasonOf(error)}`);
      }
      return phoneOf(payload);
    },
  };
}

function phoneOf(payload: JWTPayload): FirebasePhone {
  const refuse = (reason: string) =>
    new CallError('FIREBASE_INVALID', `Firebase ID token: ${reason}`);
  const now = Date.now() / 1000;
  const { sub, auth_time: authTime, iat, phone_number: phoneNumber, firebase } = payload;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) throw refuse('bad sub');
  if (typeof authTime !== 'number' || authTime > now)
    throw refuse('auth_time missing or in the future');
  if (typeof iat !== 'number' || iat > now) throw refuse('iat missing or in the future');
  if (typeof phoneNumber !== 'string' || !/^\+[1-9]\d{4,14}$/.test(phoneNumber)) {
    throw refuse('phone_number missing or not E.164');
  }
  const provider = isRecord(firebase) ? firebase.sign_in_provider : undefined;
  if (provider !== 'phone') throw refuse(`signed in with ${String(provider)}, not phone`);
  return { uid: sub, phoneNumber };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function reasonOf(error: unknown): string {
  if (error instanceof errors.JOSEError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** A verifier when a Firebase project is configured (the portal's public id will do), else null. */
export function firebaseFromEnv(env: NodeJS.ProcessEnv): FirebaseVerifier | null {
  const projectId = env.FIREBASE_PROJECT_ID || env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  if (!projectId) return null;
  return createFirebaseVerifier({ projectId, jwksUrl: env.FIREBASE_JWKS_URL || FIREBASE_JWKS_URL });
}
