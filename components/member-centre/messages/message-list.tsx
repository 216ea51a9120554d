'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessages } from '@/lib/hooks/use-messages';
import { PagedList } from '../paged-list';
import { MessageItem } from './message-item';

/** Platform information: the member's messages, newest first; opening one marks it read. */
export function MessageList() {
  const t = useTranslations('memberCentre.messages');
  const [pageNo, setPageNo] = useState(1);
  const page = useMessages(pageNo);
  return (
    <PagedList
      page={page}
      pageNo={pageNo}
      onPage={setPageNo}
      emptyText={t('none')}
      className="mc-list mc-messages"
    >
      {(message) => (
        <MessageItem key={message.id} message={message} onRead={() => void page.mutate()} />
      )}
    </PagedList>
  );
}
