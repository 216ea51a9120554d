import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { object, type StringSchema } from 'yup';
import { botCheck } from '@/lib/accounts/bot-check';
import { browserStorage, keepDeviceToken, readDeviceToken } from '@/lib/accounts/device-token';
import type { LoginType } from '@/lib/accounts/login-outcome';
import { rememberCookie } from '@/lib/accounts/remember-me';
import { sendCall, type CallResult } from '@/lib/accounts/send-call';
import type { AccountSettings } from '@/lib/accounts/settings';
import type { LoginResponse } from '@/lib/contract/member';
import type { RegisterRule } from '@/lib/contract/system';
import { useCaptcha } from '@/lib/hooks/use-captcha';
import { mobileRule } from '@/lib/validation/register-form';
import { ruleSchema } from '@/lib/validation/rule-schema';
import { useRuleFormat } from './use-rule-format';

export type LoginValues = {
  username: string;
  password: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
  captcha: string;
  remember: boolean;
};

/** Any characters up to the platform's limit: a login checks presence, not the brand's rules. */
const loose = (field: RegisterRule['field'], maxLength: number): RegisterRule => ({
  field,
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 1,
  maxLength,
});

/** The login form's schema, captcha and call (spec sections 4 and 5). */
export function useLogin(settings: AccountSettings, type: LoginType) {
  const locale = useLocale();
  const t = useTranslations('accounts');
  const { format, fromDetail } = useRuleFormat();
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown, locale);
  const rules = settings.rules;
  const schema = useMemo(() => {
    const captchaRule = rules.find((r) => r.field === 'captcha') ?? loose('captcha', 8);
    const codeRule =
      rules.find((r) => r.field === 'verificationCode') ?? loose('verificationCode', 8);
    const shape: Record<string, StringSchema<string | undefined>> = type === 'sms'
      ? {
          mobileNum: ruleSchema(mobileRule(rules), true, format),
          verificationCode: ruleSchema(codeRule, true, format),
        }
      : {
          username: ruleSchema(loose('username', 64), true, format),
          password: ruleSchema(loose('password', 128), true, format),
        };
    return object(
      captchaShown ? { ...shape, captcha: ruleSchema(captchaRule, true, format) } : shape,
    );
  }, [rules, type, captchaShown, format]);

  async function login(values: LoginValues): Promise<CallResult<Omit<LoginResponse, 'token'>>> {
    const sms = type === 'sms';
    const result = await sendCall(
      'login',
      {
        type,
        username: sms ? values.mobileNum : values.username,
        password: sms ? values.verificationCode : values.password,
        countryDialingCode: sms ? values.countryDialingCode : undefined,
        captcha: captchaShown ? values.captcha : undefined,
        remember: values.remember || undefined,
        deviceToken: readDeviceToken(browserStorage()),
        ...(await botCheck.fields('login')),
      },
      locale,
    );
    if (result.ok) {
      keepDeviceToken(browserStorage(), result.value.deviceToken);
    }
    // The password was right when a code is asked: the username may be remembered already.
    if (result.ok || result.code === 'LOGIN_VERIFICATION_REQUIRED') {
      const secure = window.location.protocol === 'https:';
      document.cookie = rememberCookie(values.remember && !sms ? values.username : null, secure);
    } else if (result.detail?.captcha || result.code.startsWith('CAPTCHA_')) {
      if (captchaShown) void captcha.refresh(true);
      setCaptchaShown(true);
    }
    return result;
  }

  async function sendCode(mobileNum: string, countryDialingCode: string) {
    return sendCall(
      'smsNoLogin',
      { mobileNum, countryDialingCode, ...(await botCheck.fields('sms')) },
      locale,
    );
  }

  return { schema, captcha, captchaShown, login, sendCode, fromDetail, failed: t('failed') };
}
