'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { object } from 'yup';
import { smsWaitSeconds } from '@/lib/accounts/countdown';
import { sendCall } from '@/lib/accounts/send-call';
import type { AccountSettings } from '@/lib/accounts/settings';
import { reloadMember } from '@/lib/hooks/use-member';
import { useRouter } from '@/lib/i18n/navigation';
import { closeDialog } from '@/lib/store/dialogs-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { mobileRule } from '@/lib/validation/register-form';
import { ruleSchema } from '@/lib/validation/rule-schema';
import { newPasswordSchema } from './password-schema';
import { MobileCodeFields } from './login-fields';
import { placeRefusal } from './refusal';
import { TextField } from './text-field';
import { useRuleFormat } from './use-rule-format';

const FIELDS = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

/** Mobile number, SMS code and a new password: the reset logs the member in and goes home. */
export function ForgotByPhoneForm({ settings }: { settings: AccountSettings }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations('accounts');
  const { format, fromDetail } = useRuleFormat();
  const [alert, setAlert] = useState<string | null>(null);
  const { rules } = settings;
  const schema = useMemo(() => {
    const code = rules.find((r) => r.field === 'verificationCode') ?? mobileRule(rules);
    return object({
      mobileNum: ruleSchema(mobileRule(rules), true, format),
      verificationCode: ruleSchema(code, true, format),
    }).concat(newPasswordSchema(rules, format));
  }, [rules, format]);
  const formik = useFormik({
    initialValues: {
      countryDialingCode: '',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
    validationSchema: schema,
    onSubmit: async ({ confirmNewPassword: _confirm, ...values }) => {
      setAlert(null);
      const result = await sendCall('resetPasswordByPhone', values, locale);
      if (result.ok) {
        await reloadMember();
        dispatch(closeDialog('forgotPassword'));
        router.push('/');
        return;
      }
      const place = placeRefusal(result, FIELDS, fromDetail, t('failed'), {
        password: 'newPassword',
      });
      if (!place.field) return setAlert(place.text);
      formik.setFieldError(place.field, place.text);
    },
  });
  async function sendCode(): Promise<number | null> {
    setAlert(null);
    const errors = await formik.setFieldTouched('mobileNum', true, true);
    if (errors && 'mobileNum' in errors && errors.mobileNum) return null;
    const { mobileNum, countryDialingCode } = formik.values;
    const sent = await sendCall('smsNoLogin', { mobileNum, countryDialingCode }, locale);
    if (sent.ok) return smsWaitSeconds(sent.value.expiredMinutes);
    setAlert(sent.text || t('smsFailed'));
    return null;
  }
  const reveal = { show: t('showPassword'), hide: t('hidePassword') };
  return (
    <FormikProvider value={formik}>
      <form className="account-form" noValidate onSubmit={formik.handleSubmit}>
        <MobileCodeFields countries={settings.countries} sendCode={sendCode} />
        <TextField
          name="newPassword"
          label={t('fields.newPassword')}
          required
          type="password"
          autoComplete="new-password"
          reveal={reveal}
        />
        <TextField
          name="confirmNewPassword"
          label={t('fields.confirmNewPassword')}
          required
          type="password"
          autoComplete="new-password"
          reveal={reveal}
        />
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <button
          type="submit"
          className="button button-accent form-submit"
          disabled={formik.isSubmitting}
        >
          {formik.isSubmitting ? t('pleaseWait') : t('forgot.reset')}
        </button>
      </form>
    </FormikProvider>
  );
}
