'use client';

import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import type { RecordPage } from '@/lib/contract/wallet';
import { Pagination } from '../dialogs/pagination';
import { ListState } from './list-state';
import { usePagerLabels } from './use-pager-labels';

/** A page of a list as the calls answer it (some without their page number). */
type ListPage = Pick<RecordPage<unknown>, 'list' | 'totalPages'>;

type ViewProps<P extends ListPage> = {
  /** One page of the list, from its SWR hook. */
  page: SWRResponse<P>;
  pageNo: number;
  onPage: (pageNo: number) => void;
  emptyText: string;
  /** Draws the page's items (a list, a table). */
  render: (items: P['list']) => ReactNode;
};

/** A member's paged records: loading, error and empty states, the items, and pages when there are several. */
export function PagedView<P extends ListPage>({
  page,
  pageNo,
  onPage,
  emptyText,
  render,
}: ViewProps<P>) {
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
      {render(data.list)}
      {data.totalPages > 1 && (
        <Pagination page={pageNo} total={data.totalPages} onChange={onPage} labels={labels} />
      )}
    </>
  );
}

type ListProps<T> = Omit<ViewProps<RecordPage<T>>, 'render'> & {
  className?: string;
  children: (item: T) => ReactNode;
};

/** The same as a plain list, one child per item. */
export function PagedList<T>({ className, children, ...view }: ListProps<T>) {
  return (
    <PagedView<RecordPage<T>>
      {...view}
      render={(items) => <ul className={className ?? 'mc-list'}>{items.map(children)}</ul>}
    />
  );
}
