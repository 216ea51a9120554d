import { initializeApp, getApps } from 'firebase/app';
import { getAuth, RecaptchaVerifier, signInWithPhoneNumber } from 'firebase/auth';
import type { FirebaseSettings, PhoneAuth } from './phone-auth';

/** The real adapter: Firebase phone sign-in behind an invisible reCAPTCHA. */
export function firebasePhoneAuth(settings: FirebaseSettings): PhoneAuth {
  const app = getApps()[0] ?? initializeApp(settings);
  const auth = getAuth(app);
  let verifier: RecaptchaVerifier | null = null;
  return {
    async send(phoneNumber, container) {
      verifier?.clear();
      verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
      const confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
      return {
        async confirm(code) {
          const credential = await confirmation.confirm(code);
          return credential.user.getIdToken();
        },
      };
    },
  };
}
