import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { chatIsOn } from '../chat/chat-host';
import { CustomerServiceIcon } from '../dialogs/customer-service-icon';
import { CustomerServiceItem } from '../dialogs/customer-service-item';
import type { CustomerServiceTarget } from '../dialogs/customer-service-url';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { Icon } from '../ui/icon';

/** The customer-service channels: live chat opens the chat window, the others a small popup. */
export async function CustomerServiceMenu({
  locale,
  entries,
}: {
  locale: Locale;
  entries: CustomerServiceTarget[];
}) {
  if (entries.length === 0) return null;
  const [t, tc, td, chatOn] = await Promise.all([
    getTranslations({ locale, namespace: 'leftBar' }),
    getTranslations({ locale, namespace: 'customerService' }),
    getTranslations({ locale, namespace: 'dialogs' }),
    chatIsOn(),
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
          <Icon name="headset" size={20} />
          <span className="lb-label">{t('customerService')}</span>
          <Icon name="chevron-down" className="lb-chevron" size={16} />
        </summary>
        <ul className="lb-sub" aria-label={t('customerService')}>
          {entries.map((entry) => (
            <CustomerServiceItem
              key={entry.title}
              entry={entry}
              unavailable={unavailable}
              chatOn={chatOn}
              newWindow={tc('newWindow')}
              className="lb-sub-row"
            >
              <CustomerServiceIcon csType={entry.csType} />
              <span>{entry.title}</span>
            </CustomerServiceItem>
          ))}
        </ul>
      </details>
      <OpenDialogButton
        className="lb-row lb-rail-only"
        request={{ kind: 'customerService', props: {} }}
        label={t('customerService')}
      >
        <Icon name="headset" size={20} />
      </OpenDialogButton>
    </div>
  );
}
