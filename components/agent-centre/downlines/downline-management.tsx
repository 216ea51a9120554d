'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AgentCentrePage } from '@/lib/agent/pages';
import type { Downline } from '@/lib/contract/agent';
import { useAgentDownlines } from '@/lib/hooks/use-agent-downlines';
import { PagedView } from '../../member-centre/paged-list';
import { AccountSearch } from '../account-search';
import { Breadcrumb } from '../breadcrumb';
import { DownlineActions } from './downline-actions';
import { DownlineTable } from './downline-table';

/**
 * The team, one level at a time: the agent's directs first; a downline with directs of its own
 * opens its level, and the breadcrumb goes back up. Each row can be managed.
 */
export function DownlineManagement({ pages }: { pages: AgentCentrePage[] }) {
  const t = useTranslations('agentCentre.downlines');
  const [parent, setParent] = useState<string | undefined>();
  const [account, setAccount] = useState<string | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const [managing, setManaging] = useState<Downline | null>(null);
  const page = useAgentDownlines({ parent, account, pageNo });
  const trail = page.data?.breadcrumb ?? [];
  const go = (next: { parent?: string; account?: string }) => {
    setParent(next.parent);
    setAccount(next.account);
    setPageNo(1);
  };
  return (
    <div className="mc-stack">
      <div className="mc-filters">
        <AccountSearch value={account} onChange={(found) => go({ parent, account: found })} />
      </div>
      <Breadcrumb
        trail={trail}
        onGo={(index) => go({ parent: index === 0 ? undefined : trail[index] })}
      />
      <PagedView
        page={page}
        pageNo={pageNo}
        onPage={setPageNo}
        emptyText={account ? t('notFound') : t('none')}
        render={(list) => (
          <DownlineTable
            downlines={list}
            onOpen={(downline) => go({ parent: downline.account })}
            onManage={setManaging}
          />
        )}
      />
      <DownlineActions
        downline={managing}
        direct={trail.length <= 1}
        pages={pages}
        onClose={() => setManaging(null)}
      />
    </div>
  );
}
