import useSWR, { mutate } from 'swr';
import type { RecordPage } from '../contract/wallet';
import type {
  PointsConfig,
  PointsEntry,
  PointsRedemption,
  PointsSummary,
} from '../contract/rewards';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const POINTS_SUMMARY_URL = '/api/wps/pointsBalance';
const POINTS_URLS = [POINTS_SUMMARY_URL, '/api/wps/pointsRedeemed', '/api/wps/pointsTransactions'];

/** The member's points with the brand's ratio and their rank rate (null key when away). */
export function usePointsSummary(enabled: boolean) {
  return useSWR<PointsSummary>(enabled ? POINTS_SUMMARY_URL : null, wpsFetch, {
    revalidateOnFocus: true,
  });
}

/** One page of the member's redemptions, newest first. */
export function usePointsRedeemed(pageNo: number) {
  return useSWR<RecordPage<PointsRedemption>>(
    pagedUrl('pointsRedeemed', { pageNo, pageSize: 10 }),
    wpsFetch,
    { keepPreviousData: true },
  );
}

/** One page of the member's points movements, newest first. */
export function usePointsEntries(pageNo: number) {
  return useSWR<RecordPage<PointsEntry>>(
    pagedUrl('pointsTransactions', { pageNo, pageSize: 10 }),
    wpsFetch,
    { keepPreviousData: true },
  );
}

/** After a redemption or conversion: the points, their history and detail ask again. */
export function refreshPoints(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && POINTS_URLS.some((url) => key.startsWith(url)));
}

/** The brand's points rules (the same for everyone; rarely change). */
export function usePointsConfig() {
  return useSWR<PointsConfig>('/api/wps/pointsConfig', wpsFetch, { revalidateOnFocus: false });
}
