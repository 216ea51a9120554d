import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * The support console's pages: no portal header, left bar or footer (staff work here, members
 * never come), and the console's messages reach the browser on these pages only.
 */
export default async function ConsoleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const [messages, shared] = await Promise.all([getMessages({ locale }), clientMessages(locale)]);
  return (
    <NextIntlClientProvider messages={{ ...shared, support: messages.support }}>
      {children}
    </NextIntlClientProvider>
  );
}
