import type { Country, RegisterRule } from '../contract/system';

/** The whitelabel flags that shape the account forms (spec section 4). */
export type AccountFlags = {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  smsVerification: boolean;
  mobilePassword: boolean;
  registerButton: boolean;
  captcha: boolean;
  freePlay: boolean;
  expiryForcesChange: boolean;
  smsLogin: boolean;
  phoneReset: boolean;
};

/** What every account form needs from the brand: rules, countries, flags. Plain data for props. */
export type AccountSettings = { rules: RegisterRule[]; countries: Country[]; flags: AccountFlags };

export function accountFlags(modules: readonly string[]): AccountFlags {
  const on = (id: string) => modules.includes(id);
  return {
    usernameRegistration: on('USERNAMEREG3'),
    mobileRegistration: on('MOBILENUMREG3'),
    smsVerification: on('REGMOBVERF3'),
    mobilePassword: on('MOBILENUMPASSREG3'),
    registerButton: on('DIRECTREG3'),
    captcha: on('CAPTCHA3'),
    freePlay: on('FREEPLAY3'),
    expiryForcesChange: on('PWDEXPFORCECHANGE3'),
    smsLogin: on('MOBILEVERCODELOGIN3'),
    phoneReset: on('CHNGPASSVERIF3'),
  };
}
