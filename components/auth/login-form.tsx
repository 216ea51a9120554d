'use client';

import { FormikProvider, useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { LoginType } from '@/lib/accounts/login-outcome';
import { rememberedUsername } from '@/lib/accounts/remember-me';
import { smsWaitSeconds } from '@/lib/accounts/countdown';
import type { AccountSettings } from '@/lib/accounts/settings';
import type { LoginVerification } from '@/lib/contract/envelope';
import { openDialog } from '@/lib/store/ui-state';
import { useUiDispatch } from '@/lib/store/lazy-store';
import { CaptchaField } from './captcha-field';
import { LoginCodeStep } from './login-code-step';
import { MobileCodeFields, PasswordLoginFields } from './login-fields';
import { placeRefusal } from './refusal';
import { TabList } from './tab-list';
import { useAfterLogin } from './use-after-login';
import { useLogin, type LoginValues } from './use-login';

const EMPTY: LoginValues = {
  username: '',
  password: '',
  mobileNum: '',
  verificationCode: '',
  countryDialingCode: '',
  captcha: '',
  remember: false,
};

/** Login by username and password, or by SMS code when the brand offers it. */
export function LoginForm({
  settings,
  next,
  onRegister,
}: {
  settings: AccountSettings;
  next?: string | null;
  onRegister?: () => void;
}) {
  const t = useTranslations('accounts');
  const dispatch = useUiDispatch();
  const [type, setType] = useState<LoginType>('username');
  const [alert, setAlert] = useState<string | null>(null);
  // Set when the platform asks for a code (a login from a new address or browser).
  const [verification, setVerification] = useState<LoginVerification | null>(null);
  const flow = useLogin(settings, type);
  const afterLogin = useAfterLogin(settings.flags.expiryForcesChange);
  const formik = useFormik<LoginValues>({
    initialValues: EMPTY,
    validationSchema: flow.schema,
    onSubmit: async (values) => {
      setAlert(null);
      const result = await flow.login(values);
      if (result.ok) return afterLogin(result.value, type, next);
      void formik.setFieldValue('captcha', '', false);
      if (result.code === 'LOGIN_VERIFICATION_REQUIRED' && result.detail?.verification)
        return setVerification(result.detail.verification);
      const shown = type === 'sms' ? ['mobileNum', 'verificationCode'] : ['username', 'password'];
      const place = placeRefusal(
        result,
        flow.captchaShown ? [...shown, 'captcha'] : shown,
        flow.fromDetail,
        flow.failed,
      );
      if (!place.field) return setAlert(place.text);
      formik.setFieldError(place.field, place.text);
    },
  });
  const { setValues } = formik;
  useEffect(() => {
    const remembered = rememberedUsername(document.cookie);
    if (remembered) void setValues((v) => ({ ...v, username: remembered, remember: true }), false);
  }, [setValues]);

  async function sendCode(): Promise<number | null> {
    setAlert(null);
    const errors = await formik.setFieldTouched('mobileNum', true, true);
    if (errors && 'mobileNum' in errors && errors.mobileNum) return null;
    const sent = await flow.sendCode(formik.values.mobileNum, formik.values.countryDialingCode);
    if (sent.ok) return smsWaitSeconds(sent.value.expiredMinutes);
    setAlert(sent.text || t('smsFailed'));
    return null;
  }
  if (verification)
    return (
      <LoginCodeStep
        verification={verification}
        remember={formik.values.remember}
        onDone={(answer) => afterLogin(answer, type, next)}
        onBack={() => {
          setVerification(null);
          void formik.setFieldValue('password', '', false);
        }}
      />
    );
  return (
    <FormikProvider value={formik}>
      {settings.flags.smsLogin && (
        <TabList
          items={[
            { id: 'username' as const, label: t('loginBy.username') },
            { id: 'sms' as const, label: t('loginBy.sms') },
          ]}
          value={type}
          onChange={(value) => {
            setType(value);
            formik.setErrors({});
            setAlert(null);
          }}
          label={t('loginMethods')}
          prefix="login-method"
        />
      )}
      <div
        id="login-method-panel"
        role={settings.flags.smsLogin ? 'tabpanel' : undefined}
        aria-labelledby={settings.flags.smsLogin ? `login-method-tab-${type}` : undefined}
      >
        <form className="account-form" noValidate onSubmit={formik.handleSubmit}>
          {type === 'username' ? (
            <PasswordLoginFields />
          ) : (
            <MobileCodeFields countries={settings.countries} sendCode={sendCode} />
          )}
          {flow.captchaShown && (
            <CaptchaField src={flow.captcha.src} onRefresh={flow.captcha.refresh} />
          )}
          <div className="form-row">
            <label className="check">
              <input
                type="checkbox"
                name="remember"
                checked={formik.values.remember}
                onChange={formik.handleChange}
              />
              <span>{t('rememberMe')}</span>
            </label>
            <button
              type="button"
              className="link-button"
              onClick={() => dispatch(openDialog({ kind: 'forgotPassword', props: {} }))}
            >
              {t('forgotPassword')}
            </button>
          </div>
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
            {formik.isSubmitting ? t('pleaseWait') : t('login')}
          </button>
          {onRegister && settings.flags.registerButton && (
            <p className="form-switch">
              {t('noAccount')}{' '}
              <button type="button" className="link-button" onClick={onRegister}>
                {t('register')}
              </button>
            </p>
          )}
        </form>
      </div>
    </FormikProvider>
  );
}
