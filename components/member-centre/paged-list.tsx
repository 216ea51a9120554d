'use client';

import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import type { RecordPage } from '@/lib/contract/wallet';
import { Pagination } from '../dialogs/pagination';
import { ListState } from './list-state';
import { usePagerLabels } from './use-pager-labels';

type Props<T> = {
  /** One page of the list, from its SWR hook. */
  page: SWRResponse<RecordPage<T>>;
  pageNo: number;
  onPage: (pageNo: number) => void;
  emptyText: string;
  className?: string;
  children: (item: T) => ReactNode;
};

/** A member's paged list: loading, error and empty states, the items, and pages when there are several. */
export function PagedList<T>({ page, pageNo, onPage, emptyText, className, children }: Props<T>) {
  const labels = usePagerLabels();
  const { data, error, isLoading, mutate } = page;
  if (!data || data.list.length === 0)
    return (
      <ListState
        loading={isLoading}
        error={Boolean(error)}
        empty={Boolean(data)}
        emptyText={emptyText}
        onRetry={() => void mutate()}
      />
    );
  return (
    <>
      <ul className={className ?? 'mc-list'}>{data.list.map(children)}</ul>
      {data.totalPages > 1 && (
        <Pagination page={pageNo} total={data.totalPages} onChange={onPage} labels={labels} />
      )}
    </>
  );
}
