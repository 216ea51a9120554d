'use client';

import { lazyDialog } from '../dialogs/lazy-dialog';

// The account dialogs load on demand (or when the browser is idle), so their forms, yup schemas
// and Firebase glue stay out of every page's first-load JS. Each renders nothing while closed.

export const LoginDialog = lazyDialog('login', () =>
  import('./login-dialog').then((m) => m.LoginDialog),
);
export const ForgotPasswordDialog = lazyDialog('forgotPassword', () =>
  import('./forgot-password-dialog').then((m) => m.ForgotPasswordDialog),
);
export const ChangePasswordDialog = lazyDialog('changePassword', () =>
  import('./change-password-dialog').then((m) => m.ChangePasswordDialog),
);
export const RegisterSuccessDialog = lazyDialog('registerSuccess', () =>
  import('./register-success-dialog').then((m) => m.RegisterSuccessDialog),
);
export const LogoutDialog = lazyDialog('logout', () =>
  import('./logout-dialog').then((m) => m.LogoutDialog),
);
