import useSWR, { mutate } from 'swr';
import type { RebateView } from '../contract/rewards';
import type { RecordPage } from '../contract/wallet';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const REBATE_SUMMARY_URL = '/api/wps/rebateSummary';

/** One page of the member's turnover rebates, newest first. */
export function useRebates(pageNo: number) {
  return useSWR<RecordPage<RebateView>>(pagedUrl('rebates', { pageNo, pageSize: 10 }), wpsFetch, {
    keepPreviousData: true,
  });
}

/** After a rebate: what is available and the history ask again. */
export function refreshRebates(): Promise<unknown> {
  return mutate(
    (key) =>
      typeof key === 'string' &&
      [REBATE_SUMMARY_URL, '/api/wps/rebates'].some((url) => key.startsWith(url)),
  );
}
