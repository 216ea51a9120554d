import type { CallRefusal } from '@/lib/accounts/send-call';
import type { FailureDetail } from '@/lib/contract/envelope';

/** The field a refusal is about, when its code names one. */
const FIELD_BY_CODE: Record<string, string> = {
  CAPTCHA_INVALID: 'captcha',
  CAPTCHA_REQUIRED: 'captcha',
  VERIFICATION_INVALID: 'verificationCode',
  AFFILIATE_INVALID: 'affiliateCode',
  REFERRAL_INVALID: 'referralCode',
  ACCOUNT_EXISTS: 'username',
  MOBILE_EXISTS: 'mobileNum',
  EMAIL_EXISTS: 'email',
  PASSWORD_INCORRECT: 'oldPassword',
};

type Place = { field: string | null; text: string };

/**
 * Where a refused call's message goes: on the field it is about when the form shows that field
 * (a FIELD_INVALID detail translated like the form's own messages), else above the buttons.
 */
export function placeRefusal(
  refusal: CallRefusal,
  shownFields: readonly string[],
  fromDetail: (detail: FailureDetail | null) => { field: string; text: string } | null,
  fallback: string,
  renamed: Record<string, string> = {},
): Place {
  const detailed = refusal.code === 'FIELD_INVALID' ? fromDetail(refusal.detail) : null;
  const named = detailed?.field ?? FIELD_BY_CODE[refusal.code] ?? null;
  const field = named ? (renamed[named] ?? named) : null;
  const text = detailed?.text ?? (refusal.text || fallback);
  return field && shownFields.includes(field) ? { field, text } : { field: null, text };
}
