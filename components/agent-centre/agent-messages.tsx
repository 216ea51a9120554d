'use client';

import {
  NextIntlClientProvider,
  useLocale,
  useMessages,
  type AbstractIntlMessages,
} from 'next-intl';
import { use, type ReactNode } from 'react';

const loaded = new Map<string, Promise<AbstractIntlMessages>>();

/** The agent centre's messages in one language, fetched once (they are not sent with every page). */
function agentMessages(locale: string): Promise<AbstractIntlMessages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = import(`../../messages/${locale}.json`).then(
      (module: { default: { agentCentre: AbstractIntlMessages } }) => module.default.agentCentre,
    );
    loaded.set(locale, messages);
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
}

/** Adds the `agentCentre` namespace to the page's client messages (suspends until it is here). */
export function AgentMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const shared = useMessages();
  const own = use(agentMessages(locale));
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...shared, agentCentre: own }}>
      {children}
    </NextIntlClientProvider>
  );
}
