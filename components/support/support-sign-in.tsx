'use client';

import { FormikProvider, useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import { TextField } from '@/components/auth/text-field';
import type { SupportStaffInfo } from '@/lib/contract/chat';
import { useRouter } from '@/lib/i18n/navigation';
import { SupportCallError, supportPost } from '@/lib/support/client';
import styles from './support.module.css';

type Values = { username: string; password: string };

/** Username and password; the portal keeps the token in its cookie and answers who signed in. */
export function SupportSignIn({
  labels,
}: {
  labels: { title: string; heading: string; intro: string };
}) {
  const t = useTranslations('support.signIn');
  const router = useRouter();
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      object({
        username: string().trim().required(t('usernameRequired')).max(64),
        password: string().required(t('passwordRequired')).max(128),
      }),
    [t],
  );
  const formik = useFormik<Values>({
    initialValues: { username: '', password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setAlert(null);
      try {
        await supportPost<SupportStaffInfo>('login', {
          username: values.username.trim(),
          password: values.password,
        });
        router.replace('/support');
      } catch (error) {
        void formik.setFieldValue('password', '', false);
        setAlert((error instanceof SupportCallError && error.text) || t('failed'));
      }
    },
  });
  return (
    <main className={styles.signInPage}>
      <section className={styles.signInCard} aria-labelledby="support-sign-in-title">
        <p className={styles.signInKicker}>{labels.title}</p>
        <h1 id="support-sign-in-title">{labels.heading}</h1>
        <p className={styles.muted}>{labels.intro}</p>
        <FormikProvider value={formik}>
          <form className="account-form" noValidate onSubmit={formik.handleSubmit}>
            <TextField name="username" label={t('username')} required autoComplete="username" />
            <TextField
              name="password"
              label={t('password')}
              type="password"
              required
              autoComplete="current-password"
              reveal={{ show: t('showPassword'), hide: t('hidePassword') }}
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
              {formik.isSubmitting ? t('submitting') : t('submit')}
            </button>
          </form>
        </FormikProvider>
      </section>
    </main>
  );
}
