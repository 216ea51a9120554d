'use client';

import LogOut from 'lucide-react/icons/log-out';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import type { SupportStaffInfo } from '@/lib/contract/chat';
import type { SocketState } from '@/lib/hooks/use-support-socket';
import { useRouter } from '@/lib/i18n/navigation';
import { supportPost } from '@/lib/support/client';
import styles from './support.module.css';

/** Title, who is signed in, whether the live connection holds, the theme and sign out. */
export function ConsoleHeader({ staff, socket }: { staff: SupportStaffInfo; socket: SocketState }) {
  const t = useTranslations('support.console');
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  async function signOut() {
    setLeaving(true);
    // The portal ends the session even when the platform cannot be told.
    await supportPost('logout', {}).catch(() => undefined);
    router.replace('/support/login');
  }
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.connection} data-state={socket} role="status">
        <span aria-hidden className={styles.dot} />
        {t(`socket.${socket}`)}
      </p>
      <p className={styles.staff}>
        {t('signedInAs', { name: staff.displayName })}{' '}
        <span className={styles.role}>{t(`role.${staff.role}`)}</span>
        {staff.vip && <span className={styles.role}>{t('vipStaff')}</span>}
      </p>
      <ThemeToggle
        labels={{ dark: t('themeDark'), light: t('themeLight') }}
        icons={{ dark: <Sun size={20} aria-hidden />, light: <Moon size={20} aria-hidden /> }}
      />
      <button
        type="button"
        className="button button-outline"
        onClick={() => void signOut()}
        disabled={leaving}
      >
        <LogOut size={16} aria-hidden /> {t('signOut')}
      </button>
    </header>
  );
}
