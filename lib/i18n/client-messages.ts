import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '../contract/languages';

/**
 * The message namespaces that client components read with `useTranslations`; only these are sent
 * to the browser (every page carries them). Server components translate on the server and pass
 * strings as props, so they need no entry here. Add a namespace when a client component reads it.
 */
export const CLIENT_NAMESPACES = [
  'error',
  'accounts',
  'validation',
  'wallet',
  'memberCentre',
  'games',
  'chat',
  'winners',
] as const;

/** The locale's messages of the client namespaces, for `NextIntlClientProvider`. */
export async function clientMessages(locale: Locale): Promise<AbstractIntlMessages> {
  const messages = await getMessages({ locale });
  return Object.fromEntries(
    CLIENT_NAMESPACES.flatMap((namespace) =>
      namespace in messages ? [[namespace, messages[namespace]]] : [],
    ),
  ) as AbstractIntlMessages;
}
