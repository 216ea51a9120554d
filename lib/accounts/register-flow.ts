import type { LoginResponse } from '../contract/member';
import type { BotCheck } from './bot-check';
import type { RegistrationSms } from './registration-sms';
import type { CallRefusal, CallResult } from './send-call';

export type RegisterOutcome =
  | { kind: 'registered'; answer: Omit<LoginResponse, 'token'> }
  | { kind: 'affiliateInvalid' }
  | { kind: 'aborted' }
  | { kind: 'refused'; refusal: CallRefusal };

export type RegisterSteps = {
  /** The affiliate field is on the form (otherwise the URL's code is sent as it is). */
  affiliateShown: boolean;
  urlAffiliateCode: string | null;
  checkAffiliate(code: string): Promise<boolean>;
  botCheck: BotCheck;
  /** The SMS step when the form verifies the number, else null. */
  sms: RegistrationSms | null;
  register(payload: Record<string, unknown>): Promise<CallResult<Omit<LoginResponse, 'token'>>>;
  loadMember(): Promise<unknown>;
};

/**
 * The submit order of spec section 4, after the form validated: affiliate code, affiliate check,
 * bot check, optional Firebase verification, register call, login info.
 */
export async function submitRegistration(
  values: Record<string, string>,
  steps: RegisterSteps,
): Promise<RegisterOutcome> {
  const payload: Record<string, unknown> = { ...values };
  if (!steps.affiliateShown && steps.urlAffiliateCode)
    payload.affiliateCode = steps.urlAffiliateCode;
  const affiliate = typeof payload.affiliateCode === 'string' ? payload.affiliateCode : '';
  if (steps.affiliateShown && affiliate && !(await steps.checkAffiliate(affiliate)))
    return { kind: 'affiliateInvalid' };
  Object.assign(payload, await steps.botCheck.fields('register'));
  if (steps.sms?.firebase) {
    const proof = await steps.sms.proof(values.verificationCode ?? '');
    if (!proof) return { kind: 'aborted' };
    Object.assign(payload, proof);
  }
  const result = await steps.register(payload);
  if (!result.ok) return { kind: 'refused', refusal: result };
  await steps.loadMember();
  return { kind: 'registered', answer: result.value };
}
