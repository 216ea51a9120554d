import { getAccountSettings } from '@/lib/wps/accounts';
import { ChangePasswordDialog } from './change-password-dialog';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { LogoutDialog } from './logout-dialog';
import { RegisterSuccessDialog } from './register-success-dialog';

/** The account dialogs, with the brand's register rules, countries and flags. */
export async function AccountDialogs() {
  const settings = await getAccountSettings();
  return (
    <>
      <LoginDialog settings={settings} />
      <ForgotPasswordDialog settings={settings} />
      <ChangePasswordDialog rules={settings.rules} />
      <RegisterSuccessDialog />
      <LogoutDialog />
    </>
  );
}
