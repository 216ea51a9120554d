'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { sendCall } from '@/lib/accounts/send-call';
import type { RegisterRule } from '@/lib/contract/system';
import { reloadMember } from '@/lib/hooks/use-member';
import { closeDialog, openDialog, selectDialog } from '@/lib/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { Modal } from '../dialogs/modal';
import { newPasswordSchema, oldPasswordSchema } from './password-schema';
import { placeRefusal } from './refusal';
import { TextField } from './text-field';
import { useRuleFormat } from './use-rule-format';

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Change password; forced after a first login or a one-time or expired password. The platform
 * ends every session on a change, so the login dialog opens next (spec section 4).
 */
export function ChangePasswordDialog({ rules }: { rules: RegisterRule[] }) {
  const props = useAppSelector(selectDialog('changePassword'));
  const dispatch = useAppDispatch();
  const t = useTranslations('accounts');
  if (!props) return null;
  return (
    <Modal
      title={t('change.title')}
      closeLabel={t('close')}
      cover={!props.forced}
      onClose={() => dispatch(closeDialog('changePassword'))}
    >
      {props.forced && <p className="form-intro">{t('change.forced')}</p>}
      <ChangePasswordForm
        rules={rules}
        forced={props.forced}
        oneTimePassword={props.oneTimePassword}
      />
    </Modal>
  );
}

/**
 * The current password is asked in every change (the portal never keeps it: spec section 5's
 * "unknown" case), also when a first login or an expired password forces the change. Only a
 * forced change after a login with a one-time or default password skips it: the platform accepts
 * that login in place of the current password, which such a member may not know.
 */
export function ChangePasswordForm({
  rules,
  forced,
  oneTimePassword = false,
}: {
  rules: RegisterRule[];
  forced: boolean;
  oneTimePassword?: boolean;
}) {
  const asksCurrent = !(forced && oneTimePassword);
  const fields = asksCurrent ? FIELDS : FIELDS.slice(1);
  const dispatch = useAppDispatch();
  const locale = useLocale();
  const t = useTranslations('accounts');
  const { format, fromDetail } = useRuleFormat();
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      asksCurrent
        ? oldPasswordSchema(format).concat(newPasswordSchema(rules, format))
        : newPasswordSchema(rules, format),
    [rules, format, asksCurrent],
  );
  const formik = useFormik({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setAlert(null);
      const { oldPassword, ...fresh } = values;
      const result = await sendCall(
        'changePassword',
        asksCurrent ? { ...fresh, oldPassword } : fresh,
        locale,
      );
      if (result.ok) {
        await reloadMember();
        dispatch(openDialog({ kind: 'login', props: { tab: 'login', notice: 'passwordChanged' } }));
        return;
      }
      const place = placeRefusal(result, fields, fromDetail, t('failed'), {
        password: 'newPassword',
      });
      if (!place.field) return setAlert(place.text);
      formik.setFieldError(place.field, place.text);
    },
  });
  const reveal = { show: t('showPassword'), hide: t('hidePassword') };
  return (
    <FormikProvider value={formik}>
      <form className="account-form" noValidate onSubmit={formik.handleSubmit}>
        {fields.map((name) => (
          <TextField
            key={name}
            name={name}
            label={t(`fields.${name}`)}
            required
            type="password"
            autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
            reveal={reveal}
          />
        ))}
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
          {formik.isSubmitting ? t('pleaseWait') : t('change.submit')}
        </button>
      </form>
    </FormikProvider>
  );
}
