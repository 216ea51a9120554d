'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AccountSettings } from '@/lib/accounts/settings';
import { closeDialog, selectDialog } from '@/lib/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { Modal } from '../dialogs/modal';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';
import { TabList } from './tab-list';

type Method = 'email' | 'mobile';

/** Forgot password: by email, and by mobile number when the brand offers it (CHNGPASSVERIF3). */
export function ForgotPasswordDialog({ settings }: { settings: AccountSettings }) {
  const props = useAppSelector(selectDialog('forgotPassword'));
  const dispatch = useAppDispatch();
  const t = useTranslations('accounts');
  const [method, setMethod] = useState<Method>('email');
  if (!props) return null;
  const phone = settings.flags.phoneReset;
  const shown: Method = phone ? method : 'email';
  return (
    <Modal
      title={t('forgot.title')}
      closeLabel={t('close')}
      onClose={() => dispatch(closeDialog('forgotPassword'))}
    >
      {phone && (
        <TabList
          items={[
            { id: 'email' as const, label: t('forgot.byEmail') },
            { id: 'mobile' as const, label: t('forgot.byMobile') },
          ]}
          value={shown}
          onChange={setMethod}
          label={t('forgot.methods')}
          prefix="forgot"
        />
      )}
      <div
        id="forgot-panel"
        role={phone ? 'tabpanel' : undefined}
        aria-labelledby={phone ? `forgot-tab-${shown}` : undefined}
      >
        {shown === 'email' ? <ForgotByEmailForm /> : <ForgotByPhoneForm settings={settings} />}
      </div>
    </Modal>
  );
}
