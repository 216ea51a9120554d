'use client';

import {
  NextIntlClientProvider,
  useLocale,
  useMessages,
  useTranslations,
  type AbstractIntlMessages,
} from 'next-intl';
import { use, useState, type ReactNode } from 'react';
import { closeAgentCentre } from '@/lib/store/agent-centre-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { Modal } from '../dialogs/modal';
import { ListState } from '../member-centre/list-state';

const loaded = new Map<string, Promise<AbstractIntlMessages | null>>();

/**
 * The agent centre's messages in one language, fetched once (they are not sent with every page);
 * null when they could not be fetched (the next ask tries again).
 */
function agentMessages(locale: string): Promise<AbstractIntlMessages | null> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = import(`../../messages/${locale}.json`).then(
      (module: { default: { agentCentre: AbstractIntlMessages } }) => module.default.agentCentre,
      () => {
        loaded.delete(locale);
        return null;
      },
    );
    loaded.set(locale, messages);
  }
  return messages;
}

/** Adds the `agentCentre` namespace to the page's client messages (suspends until it is here). */
export function AgentMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const shared = useMessages();
  const [attempt, setAttempt] = useState(0);
  const own = use(agentMessages(locale));
  if (!own) return <MessagesFailed key={attempt} onRetry={() => setAttempt(attempt + 1)} />;
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...shared, agentCentre: own }}>
      {children}
    </NextIntlClientProvider>
  );
}

/** The centre's texts did not arrive (a dropped connection): say so with the page's own words. */
function MessagesFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('accounts.member');
  const tm = useTranslations('memberCentre');
  const dispatch = useAppDispatch();
  return (
    <Modal
      title={t('agentCentre')}
      closeLabel={tm('close')}
      onClose={() => dispatch(closeAgentCentre())}
    >
      <ListState loading={false} error empty={false} emptyText="" onRetry={onRetry} />
    </Modal>
  );
}
