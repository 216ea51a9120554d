import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { boolean } from 'yup';
import { botCheck } from '@/lib/accounts/bot-check';
import { submitRegistration } from '@/lib/accounts/register-flow';
import { registrationSms } from '@/lib/accounts/registration-sms';
import { sendCall } from '@/lib/accounts/send-call';
import type { AccountSettings } from '@/lib/accounts/settings';
import { loadPhoneAuth, type PhoneAuth } from '@/lib/firebase/phone-auth';
import { useCaptcha } from '@/lib/hooks/use-captcha';
import { reloadMember } from '@/lib/hooks/use-member';
import { registerFields, registerSchema, type RegisterMode } from '@/lib/validation/register-form';
import { useAffiliateCheck } from './use-affiliate-check';
import { useRuleFormat } from './use-rule-format';
import { useUrlCodes } from './use-url-codes';

const mobileFirst = (field: string) =>
  field === 'mobileNum' ? 0 : field === 'verificationCode' ? 1 : 2;

export type RegisterValues = Record<string, string | boolean>;

/** Everything a registration form needs besides its markup: fields, schema, captcha, SMS, submit. */
export function useRegistration(settings: AccountSettings, mode: RegisterMode) {
  const locale = useLocale();
  const t = useTranslations('accounts');
  const { format, fromDetail } = useRuleFormat();
  const codes = useUrlCodes();
  const affiliate = useAffiliateCheck(codes ? codes.affiliateCode : undefined, locale);
  const { flags, rules } = settings;
  const fields = useMemo(
    () =>
      registerFields(rules, mode, {
        smsVerification: flags.smsVerification,
        mobilePassword: flags.mobilePassword,
        captcha: flags.captcha,
      })
        .filter((f) => !(f.field === 'affiliateCode' && affiliate === 'valid'))
        // A mobile registration starts with the number and its code, whatever the brand's order.
        .sort((a, b) => (mode === 'mobile' ? mobileFirst(a.field) - mobileFirst(b.field) : 0)),
    [rules, mode, flags, affiliate],
  );
  const schema = useMemo(
    () =>
      registerSchema(fields, format).shape({
        agree: boolean().oneOf([true], t('agreeRequired')),
      }),
    [fields, format, t],
  );
  const captcha = useCaptcha(
    fields.some((f) => f.field === 'captcha'),
    locale,
  );
  // The invisible reCAPTCHA's host element (a callback ref: read when sending, never in render).
  const [recaptchaHost, setRecaptchaHost] = useState<HTMLDivElement | null>(null);
  const [phoneAuth, setPhoneAuth] = useState<PhoneAuth | null>(null);
  useEffect(() => {
    void loadPhoneAuth().then(setPhoneAuth);
  }, []);
  const sms = useMemo(
    () =>
      registrationSms(
        phoneAuth,
        async (mobileNum, countryDialingCode) =>
          sendCall(
            'registerSms',
            { mobileNum, countryDialingCode, ...(await botCheck.fields('sms')) },
            locale,
          ),
        () => recaptchaHost,
      ),
    [phoneAuth, locale, recaptchaHost],
  );
  const names = fields.map((f) => f.field as string);

  async function submit(values: RegisterValues) {
    const payload: Record<string, string> = {};
    for (const name of names) if (typeof values[name] === 'string') payload[name] = values[name];
    if (names.includes('mobileNum')) payload.countryDialingCode = String(values.countryDialingCode);
    if (!names.includes('referralCode') && codes?.referralCode)
      payload.referralCode = codes.referralCode;
    return submitRegistration(payload, {
      affiliateShown: names.includes('affiliateCode'),
      urlAffiliateCode: codes?.affiliateCode ?? null,
      checkAffiliate: async (code) => {
        const result = await sendCall('affiliate', { code, domain: window.location.host }, locale);
        return result.ok && result.value.valid;
      },
      botCheck,
      sms: names.includes('verificationCode') ? sms : null,
      register: (body) =>
        sendCall(
          mode === 'mobile' ? 'registerMobile' : 'register',
          {
            ...body,
            registerMethod: 'WEB',
            login: true,
            registerUrl: window.location.href,
            domain: window.location.host,
          },
          locale,
        ),
      loadMember: reloadMember,
    });
  }

  return {
    fields,
    names,
    schema,
    captcha,
    sms,
    setRecaptchaHost,
    codes,
    affiliate,
    fromDetail,
    submit,
  };
}
