'use client';

import { useTranslations } from 'next-intl';
import type { AccountSettings } from '@/lib/accounts/settings';
import { closeDialog, openDialog, selectDialog, type LoginTab } from '@/lib/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { Modal } from '../dialogs/modal';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { TabList } from './tab-list';

/** The login popup: login and register tabs (register only when the brand lets visitors sign up). */
export function LoginDialog({ settings }: { settings: AccountSettings }) {
  const props = useAppSelector(selectDialog('login'));
  const dispatch = useAppDispatch();
  const t = useTranslations('accounts');
  if (!props) return null;
  const canRegister =
    settings.flags.registerButton &&
    (settings.flags.usernameRegistration || settings.flags.mobileRegistration);
  const tab: LoginTab = canRegister ? props.tab : 'login';
  const show = (next: LoginTab) =>
    dispatch(openDialog({ kind: 'login', props: { ...props, tab: next } }));
  return (
    <Modal
      title={tab === 'login' ? t('loginTitle') : t('createAccount')}
      closeLabel={t('close')}
      onClose={() => dispatch(closeDialog('login'))}
    >
      {canRegister && (
        <TabList
          items={[
            { id: 'login' as const, label: t('login') },
            { id: 'register' as const, label: t('register') },
          ]}
          value={tab}
          onChange={show}
          label={t('accountTabs')}
          prefix="account"
        />
      )}
      <div
        id="account-panel"
        role={canRegister ? 'tabpanel' : undefined}
        aria-labelledby={canRegister ? `account-tab-${tab}` : undefined}
      >
        {tab === 'login' && props.notice && (
          <p className="form-success" role="status">
            {t('change.done')}
          </p>
        )}
        {tab === 'login' ? (
          <LoginForm settings={settings} next={props.next} onRegister={() => show('register')} />
        ) : (
          <RegisterForm settings={settings} variant="dialog" onLogin={() => show('login')} />
        )}
      </div>
    </Modal>
  );
}
