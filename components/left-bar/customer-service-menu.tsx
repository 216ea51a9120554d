import ChevronDown from 'lucide-react/icons/chevron-down';
import Headset from 'lucide-react/icons/headset';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { CustomerServiceIcon } from '../dialogs/customer-service-icon';
import { CustomerServiceLink } from '../dialogs/customer-service-link';
import type { CustomerServiceTarget } from '../dialogs/customer-service-url';
import { OpenDialogButton } from '../dialogs/open-dialog-button';

/** The customer-service channels; each opens in a small popup window. */
export async function CustomerServiceMenu({
  locale,
  entries,
}: {
  locale: Locale;
  entries: CustomerServiceTarget[];
}) {
  if (entries.length === 0) return null;
  const [t, tc, td] = await Promise.all([
    getTranslations({ locale, namespace: 'leftBar' }),
    getTranslations({ locale, namespace: 'customerService' }),
    getTranslations({ locale, namespace: 'dialogs' }),
  ]);
  const unavailable = {
    title: tc('title'),
    message: tc('unavailable'),
    confirmLabel: td('ok'),
    timeoutMs: 5000,
  };
  return (
    <div className="lb-section">
      <details className="lb-details">
        <summary className="lb-row">
          <Headset size={20} aria-hidden="true" />
          <span className="lb-label">{t('customerService')}</span>
          <ChevronDown className="lb-chevron" size={16} aria-hidden="true" />
        </summary>
        <ul className="lb-sub" aria-label={t('customerService')}>
          {entries.map((entry) => (
            <li key={entry.title}>
              <CustomerServiceLink entry={entry} unavailable={unavailable} className="lb-sub-row">
                <CustomerServiceIcon csType={entry.csType} />
                <span>{entry.title}</span>
                <span className="sr-only">{tc('newWindow')}</span>
              </CustomerServiceLink>
            </li>
          ))}
        </ul>
      </details>
      <OpenDialogButton
        className="lb-row lb-rail-only"
        request={{ kind: 'customerService', props: {} }}
        label={t('customerService')}
      >
        <Headset size={20} aria-hidden="true" />
      </OpenDialogButton>
    </div>
  );
}
