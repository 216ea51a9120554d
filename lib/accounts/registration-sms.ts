import { e164, type PhoneAuth, type PhoneVerification } from '../firebase/phone-auth';
import { FIREBASE_SMS_SECONDS, smsWaitSeconds } from './countdown';
import type { CallResult } from './send-call';

export type SmsSent = { ok: true; waitSeconds: number } | { ok: false; message: string };
type PlatformSms = (
  mobileNum: string,
  countryDialingCode: string,
) => Promise<CallResult<{ expiredMinutes: number }>>;

/**
 * Registration's SMS step: through Firebase when phone sign-in is configured (the register call
 * then carries its ID token), else through the platform's `registerSms` call.
 */
export function registrationSms(
  phoneAuth: PhoneAuth | null,
  platformSms: PlatformSms,
  container: () => HTMLElement | null,
) {
  let pending: PhoneVerification | null = null;
  return {
    firebase: phoneAuth !== null,
    async send(mobileNum: string, countryDialingCode: string): Promise<SmsSent> {
      if (!phoneAuth) {
        const result = await platformSms(mobileNum, countryDialingCode);
        return result.ok
          ? { ok: true, waitSeconds: smsWaitSeconds(result.value.expiredMinutes) }
          : { ok: false, message: result.text || result.code };
      }
      const host = container();
      if (!host) return { ok: false, message: '' };
      try {
        pending = await phoneAuth.send(e164(countryDialingCode, mobileNum), host);
        return { ok: true, waitSeconds: FIREBASE_SMS_SECONDS };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : '' };
      }
    },
    /**
     * Fields the register call adds: none without Firebase; with it the ID token, or null when
     * the verification fails (registration then stops without a message, spec section 8).
     */
    async proof(code: string): Promise<Record<string, string> | null> {
      if (!phoneAuth) return {};
      if (!pending) return null;
      try {
        return { firebaseChannel: 'sms', firebaseIdToken: await pending.confirm(code) };
      } catch {
        return null;
      }
    },
  };
}

export type RegistrationSms = ReturnType<typeof registrationSms>;
