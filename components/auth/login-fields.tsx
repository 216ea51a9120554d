'use client';

import { useTranslations } from 'next-intl';
import type { Country } from '@/lib/contract/system';
import { CountryCodePicker } from './country-code-picker';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';

/** Username and password (the login form's first tab). */
export function PasswordLoginFields() {
  const t = useTranslations('accounts');
  return (
    <>
      <TextField name="username" label={t('fields.username')} required autoComplete="username" />
      <TextField
        name="password"
        label={t('fields.password')}
        required
        type="password"
        autoComplete="current-password"
        reveal={{ show: t('showPassword'), hide: t('hidePassword') }}
      />
    </>
  );
}

/** Mobile number with its country code, and the SMS code with its send button (SMS login, reset). */
export function MobileCodeFields({
  countries,
  sendCode,
}: {
  countries: Country[];
  sendCode: () => Promise<number | null>;
}) {
  const t = useTranslations('accounts');
  return (
    <>
      <TextField
        name="mobileNum"
        label={t('fields.mobileNum')}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        leading={<CountryCodePicker countries={countries} label={t('countryCode')} />}
      />
      <TextField
        name="verificationCode"
        label={t('fields.verificationCode')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        trailing={
          <SendCodeButton
            send={sendCode}
            labels={{ send: t('sendCode'), wait: (seconds) => t('resendIn', { seconds }) }}
          />
        }
      />
    </>
  );
}
