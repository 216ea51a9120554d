import { MERCHANT_TZ_OFFSET_MINUTES } from '../contract/agent';
import { dayFromToday } from '../wallet/days';

/** Agent reports count the merchant's days (UTC+8): "today" is the merchant's today. */
export function merchantDaysBack(days: number, now = Date.now()): { from: string; to: string } {
  const merchantNow = now + MERCHANT_TZ_OFFSET_MINUTES * 60_000;
  return { from: dayFromToday(-(days - 1), merchantNow), to: dayFromToday(0, merchantNow) };
}

/** The agent centre's default range: the merchant's last seven days, today included. */
export const lastWeek = () => merchantDaysBack(7);
