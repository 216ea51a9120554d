'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import { reloadMember } from '@/lib/hooks/use-member';
import { useRouter } from '@/lib/i18n/navigation';
import { openDialog } from '@/lib/store/ui-state';
import { useUiDispatch } from '@/lib/store/lazy-store';

/** The visitor's operating system, as the free-play call wants it. */
function osName(agent: string): string {
  if (/android/i.test(agent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'iOS';
  if (/windows/i.test(agent)) return 'Windows';
  if (/mac os/i.test(agent)) return 'MacOS';
  if (/linux/i.test(agent)) return 'Linux';
  return 'Other';
}

/** Free demo: logs in as a trial account (FREEPLAY3) and goes home. */
export function FreePlayButton({
  label,
  failure,
}: {
  label: string;
  /** The dialog of a failed try; `message` when the call gives no text of its own. */
  failure: { title: string; message: string; ok: string };
}) {
  const locale = useLocale();
  const router = useRouter();
  const dispatch = useUiDispatch();
  const [busy, setBusy] = useState(false);
  function failed(message: string) {
    dispatch(
      openDialog({
        kind: 'generic',
        props: {
          title: failure.title,
          message: message || failure.message,
          confirmLabel: failure.ok,
        },
      }),
    );
  }
  async function play() {
    setBusy(true);
    try {
      // The account calls' table loads on the click: a visitor who never asks does not carry it.
      const { sendCall } = await import('@/lib/accounts/send-call');
      const result = await sendCall(
        'freePlayLogin',
        { os: osName(navigator.userAgent), platform: 'W' },
        locale,
      );
      if (result.ok) {
        await reloadMember();
        router.push('/');
      } else failed(result.text);
    } catch {
      // Its code could not be fetched (connection lost, a new release replaced the chunk).
      failed('');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="button button-ghost"
      onClick={play}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {label}
    </button>
  );
}
