'use client';

import { useTranslations } from 'next-intl';
import type { Country, RegisterField } from '@/lib/contract/system';
import type { FormField } from '@/lib/validation/register-form';
import { CaptchaField } from './captcha-field';
import { CountryCodePicker } from './country-code-picker';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';

const SECRETS: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];
const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  mobileNum: 'tel-national',
  payeeName: 'name',
  verificationCode: 'one-time-code',
  captcha: 'off',
};
const NUMERIC: readonly RegisterField[] = ['mobileNum', 'verificationCode', 'qqNum', 'whatsapp'];

export type RegisterInputProps = {
  item: FormField;
  countries: Country[];
  captcha: { src: string | null; refresh: () => void };
  /** Sends the SMS code after checking the number; resolves with the seconds to wait. */
  sendCode: () => Promise<number | null>;
};

/** One registration field, with the controls its kind needs (picker, captcha, send-code button). */
export function RegisterInput({ item, countries, captcha, sendCode }: RegisterInputProps) {
  const t = useTranslations('accounts');
  const { field, required } = item;
  const label = t(`fields.${field}`);
  if (field === 'captcha')
    return <CaptchaField src={captcha.src} onRefresh={captcha.refresh} required={required} />;
  return (
    <TextField
      name={field}
      label={label}
      required={required}
      type={SECRETS.includes(field) ? 'password' : field === 'email' ? 'email' : 'text'}
      inputMode={NUMERIC.includes(field) ? 'numeric' : field === 'email' ? 'email' : undefined}
      autoComplete={AUTOCOMPLETE[field]}
      reveal={
        SECRETS.includes(field) ? { show: t('showPassword'), hide: t('hidePassword') } : undefined
      }
      leading={
        field === 'mobileNum' ? (
          <CountryCodePicker countries={countries} label={t('countryCode')} />
        ) : undefined
      }
      trailing={
        field === 'verificationCode' ? (
          <SendCodeButton
            send={sendCode}
            labels={{ send: t('sendCode'), wait: (seconds) => t('resendIn', { seconds }) }}
          />
        ) : undefined
      }
    />
  );
}
