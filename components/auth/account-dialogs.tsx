import { getAccountSettings } from '@/lib/wps/accounts';
import {
  ChangePasswordDialog,
  ForgotPasswordDialog,
  LoginDialog,
  LogoutDialog,
  RegisterSuccessDialog,
} from './account-dialog-loaders';

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
