/**
 * Phone sign-in in the browser (Firebase when NEXT_PUBLIC_FIREBASE_* are set, off otherwise).
 * Forms depend on this interface only; the Firebase SDK loads with a dynamic import when configured.
 */
export interface PhoneVerification {
  /** The ID token that proves the number, once the member typed the code sent to it. */
  confirm(code: string): Promise<string>;
}

export interface PhoneAuth {
  /** Sends a code to an E.164 number; `container` hosts the invisible reCAPTCHA. */
  send(phoneNumber: string, container: HTMLElement): Promise<PhoneVerification>;
}

export type FirebaseSettings = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
};

/** The Firebase settings when all four are set, else null (phone sign-in off: the default). */
export function firebaseSettings(
  env: Partial<Record<keyof FirebaseSettings, string | undefined>> = {
    // Spelled out so that Next inlines them into the browser bundle.
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  },
): FirebaseSettings | null {
  const { apiKey, authDomain, projectId, appId } = env;
  return apiKey && authDomain && projectId && appId
    ? { apiKey, authDomain, projectId, appId }
    : null;
}

let loaded: Promise<PhoneAuth | null> | null = null;

/** The phone sign-in of this build, loaded once; null when Firebase is not configured. */
export function loadPhoneAuth(settings = firebaseSettings()): Promise<PhoneAuth | null> {
  if (!settings) return Promise.resolve(null);
  loaded ??= import('./firebase-phone-auth').then((m) => m.firebasePhoneAuth(settings));
  return loaded;
}

/** E.164 from the picker's dialing code and the typed number. */
export function e164(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode}${mobileNum.replace(/^0+/, '')}`;
}
