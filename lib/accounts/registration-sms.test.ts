import type { PhoneAuth } from '../firebase/phone-auth';
import { noBotCheck } from './bot-check';
import { submitRegistration, type RegisterSteps } from './register-flow';
import { registrationSms } from './registration-sms';

const platformSms = jest.fn(async () => ({ ok: true as const, value: { expiredMinutes: 5 } }));
const host = () => ({}) as HTMLElement;

function fakeFirebase(confirm: (code: string) => Promise<string>) {
  const send = jest.fn(async () => ({ confirm }));
  return { auth: { send } satisfies PhoneAuth, send };
}

function steps(sms: RegisterSteps['sms'], register = jest.fn()): RegisterSteps {
  register.mockResolvedValue({ ok: true, value: { userName: 'player01', isAgent: 0 } });
  return {
    affiliateShown: true,
    urlAffiliateCode: null,
    checkAffiliate: async () => true,
    botCheck: noBotCheck,
    sms,
    register,
    loadMember: async () => null,
  };
}

beforeEach(() => platformSms.mockClear());

describe('registration SMS without Firebase', () => {
  it('asks the platform and waits 60 s per minute of the code', async () => {
    const sms = registrationSms(null, platformSms, host);
    expect(await sms.send('123456789', '60')).toEqual({ ok: true, waitSeconds: 300 });
    expect(platformSms).toHaveBeenCalledWith('123456789', '60');
    expect(await sms.proof('123456')).toEqual({});
  });
});

describe('registration SMS through Firebase (fake adapter)', () => {
  it('sends through Firebase, waits 60 s and adds the ID token to the register call', async () => {
    const firebase = fakeFirebase(async (code) => `token-for-${code}`);
    const sms = registrationSms(firebase.auth, platformSms, host);
    expect(await sms.send('0123456789', '60')).toEqual({ ok: true, waitSeconds: 60 });
    expect(firebase.send).toHaveBeenCalledWith('+60123456789', expect.anything());
    expect(platformSms).not.toHaveBeenCalled();
    const register = jest.fn();
    const outcome = await submitRegistration(
      { username: 'player01', verificationCode: '654321' },
      steps(sms, register),
    );
    expect(outcome.kind).toBe('registered');
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ firebaseChannel: 'sms', firebaseIdToken: 'token-for-654321' }),
    );
  });

  it('stops registration silently when Firebase refuses the code', async () => {
    const firebase = fakeFirebase(async () => {
      throw new Error('auth/invalid-verification-code');
    });
    const sms = registrationSms(firebase.auth, platformSms, host);
    await sms.send('123456789', '60');
    const register = jest.fn();
    const outcome = await submitRegistration({ verificationCode: '000000' }, steps(sms, register));
    expect(outcome).toEqual({ kind: 'aborted' });
    expect(register).not.toHaveBeenCalled();
  });
});

describe('submit order', () => {
  it('sends the URL affiliate code when the field is hidden, and checks a shown one first', async () => {
    const register = jest.fn();
    const hidden = { ...steps(null, register), affiliateShown: false, urlAffiliateCode: 'NOVA88' };
    await submitRegistration({ username: 'a' }, hidden);
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ affiliateCode: 'NOVA88' }));

    const refused = jest.fn();
    const shown = { ...steps(null, refused), checkAffiliate: async () => false };
    expect(await submitRegistration({ affiliateCode: 'BAD1' }, shown)).toEqual({
      kind: 'affiliateInvalid',
    });
    expect(refused).not.toHaveBeenCalled();
  });
});
