import type { AnyObject, ObjectSchema } from 'yup';
import type { RegisterField, RegisterRule } from '../contract/system';
import { isRequired, rulesSchema, type FormatMessage } from './rule-schema';

export type RegisterMode = 'username' | 'mobile';

/** The whitelabel flags that shape the form (spec section 4). */
export type RegisterFlags = {
  /** REGMOBVERF3: an SMS code proves the mobile number. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  mobilePassword: boolean;
  /** CAPTCHA3: the captcha image shows (with the captcha rule enabled). */
  captcha: boolean;
};

export type FormField = { field: RegisterField; required: boolean; rule: RegisterRule };

/** Fields a mobile registration shows; the username is the mobile number. */
const MOBILE_FIELDS: readonly RegisterField[] = [
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'captcha',
  'affiliateCode',
  'referralCode',
];

/** A mobile registration always shows the number, whatever the rule's own switch says. */
function shown(
  rule: RegisterRule,
  mode: RegisterMode,
  flags: RegisterFlags,
  rules: RegisterRule[],
) {
  if (mode === 'mobile' && rule.field === 'mobileNum') return true;
  if (!rule.enabled) return false;
  if (mode === 'mobile' && !MOBILE_FIELDS.includes(rule.field)) return false;
  switch (rule.field) {
    case 'captcha':
      return flags.captcha;
    case 'verificationCode':
      return (
        flags.smsVerification &&
        (mode === 'mobile' || rules.some((r) => r.field === 'mobileNum' && r.enabled))
      );
    case 'password':
    case 'confirmPassword':
      return mode === 'username' || flags.mobilePassword;
    case 'domain':
      // Filled from the page's address, never typed.
      return false;
    default:
      return true;
  }
}

/** The fields of a registration form, in the brand's order, each with whether it is required. */
export function registerFields(
  rules: RegisterRule[],
  mode: RegisterMode,
  flags: RegisterFlags,
): FormField[] {
  return rules
    .filter((rule) => shown(rule, mode, flags, rules))
    .map((rule) => ({ field: rule.field, required: isRequired(rule), rule }));
}

/** The yup schema of a registration form: portal (translated messages) and platform alike. */
export function registerSchema(
  fields: FormField[],
  format: FormatMessage,
): ObjectSchema<AnyObject> {
  return rulesSchema(fields, format, { confirmPassword: 'password' });
}

/** The password rule, for change-password and reset forms (the new password obeys it). */
export function passwordRule(rules: RegisterRule[]): RegisterRule {
  return (
    rules.find((rule) => rule.field === 'password') ?? {
      field: 'password',
      enabled: true,
      required: true,
      acceptedPattern: '^\\S+$',
      patternId: 10,
      minLength: 6,
      maxLength: 20,
    }
  );
}

/** The mobile rule, for SMS forms (login by code, reset by phone, send-code buttons). */
export function mobileRule(rules: RegisterRule[]): RegisterRule {
  return (
    rules.find((rule) => rule.field === 'mobileNum') ?? {
      field: 'mobileNum',
      enabled: true,
      required: true,
      acceptedPattern: '^\\d+$',
      patternId: 7,
      minLength: 5,
      maxLength: 15,
    }
  );
}
