'use client';

import { useEffect, useState } from 'react';
import type { AccountSettings } from '@/lib/accounts/settings';
import { useRouter } from '@/lib/i18n/navigation';
import { LoginForm } from './login-form';
import { safeNext } from './use-after-login';

/** The login page's form: `?next=` from the address, and a register link to the register page. */
export function LoginPanel({ settings }: { settings: AccountSettings }) {
  const router = useRouter();
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address exists in the browser only
    setNext(safeNext(new URLSearchParams(window.location.search).get('next')));
  }, []);
  return <LoginForm settings={settings} next={next} onRegister={() => router.push('/register')} />;
}
