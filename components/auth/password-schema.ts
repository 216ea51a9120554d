import { object, string } from 'yup';
import type { RegisterRule } from '@/lib/contract/system';
import { passwordRule } from '@/lib/validation/register-form';
import { rulesSchema, type FormatMessage } from '@/lib/validation/rule-schema';

/** A new password and its confirmation, by the brand's password rule (change and reset forms). */
export function newPasswordSchema(rules: RegisterRule[], format: FormatMessage) {
  const rule = passwordRule(rules);
  return rulesSchema(
    [
      { rule, required: true, name: 'newPassword' },
      { rule, required: true, name: 'confirmNewPassword' },
    ],
    format,
    { confirmNewPassword: 'newPassword' },
  );
}

/** The current password: asked whenever it changes (no password is ever kept by the portal). */
export function oldPasswordSchema(format: FormatMessage) {
  const empty = format({ key: 'not_empty', field: 'oldPassword', values: {} });
  return object({ oldPassword: string().required(empty).max(128, empty) });
}
