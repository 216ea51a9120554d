import { useLocale } from 'next-intl';
import useSWR, { mutate } from 'swr';
import type { LotteryChaseView, LotteryOrderView, LotteryPage } from '../contract/lottery-api';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

const RECORDS_PAGE_SIZE = 10;
/** While a drawn issue's orders are still pending, settlement is a moment away: ask again soon. */
const SETTLING_REFRESH_MS = 1500;

/** The member's newest orders of one game (open ones first to come, with cancel where allowed). */
export function useLotteryOrders(gameCode: string, enabled: boolean, settling: boolean) {
  const locale = useLocale();
  const url = pagedUrl('lotteryOrders', {
    gameCode,
    language: locale,
    pageNo: 1,
    pageSize: RECORDS_PAGE_SIZE,
  });
  return useSWR<LotteryPage<LotteryOrderView>>(enabled ? url : null, wpsFetch, {
    keepPreviousData: true,
    refreshInterval: settling ? SETTLING_REFRESH_MS : 0,
  });
}

export function useLotteryChases(gameCode: string, enabled: boolean) {
  const locale = useLocale();
  const url = pagedUrl('lotteryChases', {
    gameCode,
    language: locale,
    pageNo: 1,
    pageSize: RECORDS_PAGE_SIZE,
  });
  return useSWR<LotteryPage<LotteryChaseView>>(enabled ? url : null, wpsFetch, {
    keepPreviousData: true,
  });
}

/** After a bet, a cancel or a new result: orders and chases ask again, keeping what they show. */
export function refreshLotteryRecords(): Promise<unknown> {
  return mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith('/api/wps/lotteryOrders') || key.startsWith('/api/wps/lotteryChases')),
  );
}

/** Whether an order waits on an issue that has already drawn (settlement follows within a second). */
export const isSettling = (orders: readonly LotteryOrderView[], latestNumero: string | undefined) =>
  latestNumero !== undefined &&
  orders.some((o) => o.status === 'PENDING' && o.numero <= latestNumero);
