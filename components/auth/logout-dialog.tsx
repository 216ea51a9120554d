'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { sendCall } from '@/lib/accounts/send-call';
import { reloadMember } from '@/lib/hooks/use-member';
import { useRouter } from '@/lib/i18n/navigation';
import { chatClosed } from '@/lib/store/chat-slice';
import { closeDialog, selectDialog } from '@/lib/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { Modal } from '../dialogs/modal';

/** Sign out after the spec's 'in_sure_logout' prompt, then home as a visitor. */
export function LogoutDialog() {
  const props = useAppSelector(selectDialog('logout'));
  const dispatch = useAppDispatch();
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations('accounts');
  const [busy, setBusy] = useState(false);
  if (!props) return null;
  const close = () => dispatch(closeDialog('logout'));
  async function logout() {
    setBusy(true);
    await sendCall('logout', {}, locale);
    try {
      sessionStorage.clear();
    } catch {}
    dispatch(chatClosed());
    await reloadMember();
    setBusy(false);
    close();
    router.push('/');
    router.refresh();
  }
  return (
    <Modal
      title={t('logout')}
      closeLabel={t('close')}
      size="small"
      onClose={close}
      footer={
        <>
          <button type="button" className="button button-ghost" onClick={close}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button button-accent"
            onClick={logout}
            disabled={busy}
            data-autofocus
          >
            {t('logout')}
          </button>
        </>
      }
    >
      <p>{t('in_sure_logout')}</p>
    </Modal>
  );
}
