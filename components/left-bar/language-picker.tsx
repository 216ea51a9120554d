'use client';

import { useLocale } from 'next-intl';
import { useId, useTransition, type ReactNode } from 'react';
import type { Locale } from '@/lib/contract/languages';
import { useMember } from '@/lib/hooks/use-member';
import { usePathname, useRouter } from '@/lib/i18n/navigation';

export type LanguageOption = { locale: Locale; name: string };

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Switches the page to another language in place (no full reload), remembering the choice
 * (`lang`) and the one before it (`hisLang`) as the spec's storage keys, and in the locale cookie
 * that the proxy reads on the next visit; a member's choice is also sent to the platform.
 */
export function LanguagePicker({
  options,
  label,
  icon,
}: {
  options: LanguageOption[];
  label: string;
  icon: ReactNode;
}) {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const id = useId();
  const { member } = useMember();

  function change(next: Locale) {
    if (next === locale) return;
    try {
      localStorage.setItem('hisLang', locale);
      localStorage.setItem('lang', next);
    } catch {
      // Storage refused: the cookie still carries the choice.
    }
    document.cookie = `NEXT_LOCALE=${next}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
    const { search, hash } = window.location;
    const go = () =>
      startTransition(() => router.replace(`${pathname}${search}${hash}`, { locale: next }));
    if (!member) return go();
    // The platform keeps a member's language for messages it sends (spec: inform the server).
    // Loaded on demand, like the free-play button's call: not in every page's first load. The
    // page moves once the call is on its way (keepalive: it outlives the page, as a change of
    // language may load a new document), or at once when its code cannot be fetched.
    import('@/lib/accounts/send-call').then(({ sendCall }) => {
      void sendCall('updateLanguage', { language: next }, next, { keepalive: true });
      go();
    }, go);
  }

  return (
    <div className="lb-language">
      {icon}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={locale}
        aria-busy={pending}
        onChange={(event) => change(event.target.value as Locale)}
      >
        {options.map((option) => (
          <option key={option.locale} value={option.locale} lang={option.locale}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
