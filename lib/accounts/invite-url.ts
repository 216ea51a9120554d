/**
 * Where an invitation sends people: the registration page with the code in the referral field
 * (an agent's link code or a member's referral code; the platform tells them apart).
 */
export function inviteUrl(origin: string, locale: string, code: string): string {
  return `${origin}/${locale}/register?referralCode=${encodeURIComponent(code)}`;
}
