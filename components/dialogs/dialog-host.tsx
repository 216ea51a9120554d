import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import type { AppPlatform } from '@/lib/store/dialogs-slice';
import { getStatusInfo } from '@/lib/wps/catalogue';
import { AgentCentre } from '../agent-centre/agent-centre';
import { AccountDialogs } from '../auth/account-dialogs';
import { ChatHost } from '../chat/chat-host';
import { MemberCentreHost } from '../member-centre/member-centre-host';
import { LazyStoreProvider } from '../providers/lazy-store-provider';
import { usableEntries } from './customer-service-url';
import {
  AnnouncementsDialog,
  AppDownloadDialog,
  CustomerServiceDialog,
  GenericDialog,
} from './dialogs';

const STEPS = ['1', '2', '3', '4'] as const;

/**
 * Every dialog the store can open, with its translated text and the brand's data. The dialogs'
 * code loads on demand: each is declared with lazyDialog in dialogs.tsx. The store's Provider
 * comes with them, after hydration (LazyStoreProvider).
 */
export async function DialogHost({ locale }: { locale: Locale }) {
  const [t, ta, tp, tc, info] = await Promise.all([
    getTranslations({ locale, namespace: 'dialogs' }),
    getTranslations({ locale, namespace: 'announcements' }),
    getTranslations({ locale, namespace: 'appDownload' }),
    getTranslations({ locale, namespace: 'customerService' }),
    getStatusInfo(),
  ]);
  const close = t('close');
  const platform = (p: AppPlatform) => ({
    name: tp(`${p}.name`),
    steps: STEPS.map((step) => tp(`${p}.steps.${step}`)),
    qr: tp('qr', { platform: tp(`${p}.name`) }),
    scan: tp('scan'),
    download: tp('download', { platform: tp(`${p}.name`) }),
    unavailable: tp('unavailable', { platform: tp(`${p}.name`) }),
  });
  return (
    <LazyStoreProvider>
      <AnnouncementsDialog
        labels={{
          title: ta('title'),
          close,
          list: ta('list'),
          pages: ta('pages'),
          previous: ta('previous'),
          next: ta('next'),
          empty: ta('empty'),
          error: ta('error'),
          retry: t('retry'),
        }}
      />
      <AppDownloadDialog
        resources={info.resources}
        labels={{
          title: tp('title'),
          close,
          tabs: tp('tabs'),
          platforms: { android: platform('android'), ios: platform('ios') },
        }}
      />
      <CustomerServiceDialog
        entries={usableEntries(info.customerService)}
        labels={{
          title: tc('title'),
          close,
          empty: tc('empty'),
          unavailable: {
            title: tc('title'),
            message: tc('unavailable'),
            confirmLabel: t('ok'),
            timeoutMs: 5000,
          },
        }}
      />
      <AccountDialogs />
      <MemberCentreHost />
      <AgentCentre modules={info.modules} />
      <ChatHost />
      <GenericDialog closeLabel={close} />
    </LazyStoreProvider>
  );
}
