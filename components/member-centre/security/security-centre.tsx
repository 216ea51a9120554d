'use client';

import { useTranslations } from 'next-intl';
import type { MemberInfo } from '@/lib/contract/member';
import type { AccountSettings } from '@/lib/accounts/settings';
import { ChangePasswordForm } from '../../auth/change-password-dialog';
import { AccountSummary } from './account-summary';
import { PaymentPasswordForm } from './payment-password-form';

/** My account: who I am, bound contacts, login and payment passwords. */
export function SecurityCentre({
  member,
  settings,
}: {
  member: MemberInfo;
  settings: AccountSettings;
}) {
  const t = useTranslations('memberCentre.security');
  return (
    <div className="mc-stack">
      <AccountSummary member={member} settings={settings} />
      <section className="mc-card" aria-labelledby="mc-login-password">
        <h4 id="mc-login-password">{t('loginPassword')}</h4>
        <p className="mc-note">{t('loginPasswordNote')}</p>
        <ChangePasswordForm rules={settings.rules} forced={false} />
      </section>
      <section className="mc-card" aria-labelledby="mc-payment-password">
        <h4 id="mc-payment-password">{t('paymentPassword')}</h4>
        <p className="mc-note">{t('paymentPasswordNote')}</p>
        <PaymentPasswordForm />
      </section>
    </div>
  );
}
