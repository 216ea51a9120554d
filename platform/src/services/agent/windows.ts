import type { ContractPeriod } from '../../../../lib/contract/agent';
import { MERCHANT_TZ_OFFSET_MINUTES } from '../../../../lib/contract/agent';

/** A settlement window [start, end) in real time, with the merchant days it covers. */
export type Window = { period: ContractPeriod; start: Date; end: Date };

const MINUTE = 60_000;
const OFFSET = MERCHANT_TZ_OFFSET_MINUTES * MINUTE;

/** The merchant's calendar day of an instant, yyyy-MM-dd. */
export function merchantDay(at: Date): string {
  return new Date(at.getTime() + OFFSET).toISOString().slice(0, 10);
}

/** The start of the five-minute slot holding an instant. */
export function slotOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / (5 * MINUTE)) * 5 * MINUTE);
}

/** Midnight (merchant time) of a merchant day, as an instant. */
export function dayStart(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - OFFSET);
}

/** Midnight (merchant time) after a merchant day: the end of a range that includes it. */
export function dayEnd(day: string): Date {
  return new Date(dayStart(day).getTime() + 24 * 60 * MINUTE);
}

/** The window of `period` that holds `at`. */
export function windowOf(period: ContractPeriod, at: Date): Window {
  const t = at.getTime();
  if (period === 'F' || period === 'H') {
    const size = (period === 'F' ? 5 : 60) * MINUTE;
    const start = Math.floor(t / size) * size;
    return { period, start: new Date(start), end: new Date(start + size) };
  }
  const local = new Date(t + OFFSET);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const at0 = (year: number, month: number, date: number) =>
    new Date(Date.UTC(year, month, date) - OFFSET);
  switch (period) {
    case 'D':
      return { period, start: at0(y, m, d), end: at0(y, m, d + 1) };
    case 'W': {
      const back = (local.getUTCDay() + 6) % 7; // Monday first
      return { period, start: at0(y, m, d - back), end: at0(y, m, d - back + 7) };
    }
    case 'S':
      return d <= 15
        ? { period, start: at0(y, m, 1), end: at0(y, m, 16) }
        : { period, start: at0(y, m, 16), end: at0(y, m + 1, 1) };
    case 'M':
      return { period, start: at0(y, m, 1), end: at0(y, m + 1, 1) };
  }
}

/** The last window of `period` that has closed by `now`. */
export function lastClosed(period: ContractPeriod, now: Date): Window {
  return windowOf(period, new Date(windowOf(period, now).start.getTime() - 1));
}

/** The window before `w`. */
export function previous(w: Window): Window {
  return windowOf(w.period, new Date(w.start.getTime() - 1));
}

/** The merchant days a day-based window covers (D, W, S, M). */
export function daysOf(w: Window): string[] {
  const days: string[] = [];
  for (let t = w.start.getTime(); t < w.end.getTime(); t += 24 * 60 * MINUTE)
    days.push(merchantDay(new Date(t)));
  return days;
}

/** Hourly and five-minute windows read slot rows; the others read day rows. */
export const bySlots = (period: ContractPeriod) => period === 'F' || period === 'H';
