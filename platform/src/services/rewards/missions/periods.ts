import { merchantDay, windowOf } from '../../agent/windows';

export type MissionPeriod = 'daily' | 'weekly';

/** The key of the period holding `at`: its merchant day, or the Monday its merchant week starts. */
export function periodKey(period: MissionPeriod, at: Date): string {
  return period === 'daily' ? merchantDay(at) : merchantDay(windowOf('W', at).start);
}

/** When the period holding `at` ends. */
export function periodEnd(period: MissionPeriod, at: Date): Date {
  return windowOf(period === 'daily' ? 'D' : 'W', at).end;
}
