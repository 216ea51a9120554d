import type { LotterySchedule } from '../../db/schema';

/** What the schedule needs of a game. */
export type ScheduledGame = {
  schedule: LotterySchedule;
  closeOffsetSeconds: number;
  tzOffsetMinutes: number;
};

export type IssueTimes = { numero: string; openAt: Date; closeAt: Date; drawAt: Date };

const DAY_MS = 86_400_000;

/** The game's local calendar day (YYYY-MM-DD) at an instant. */
export function localDay(at: Date, tzOffsetMinutes: number): string {
  return new Date(at.getTime() + tzOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The day after (or `days` after) a local day. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant of local midnight starting `day`. */
const midnight = (day: string, tzOffsetMinutes: number): number =>
  Date.parse(`${day}T00:00:00Z`) - tzOffsetMinutes * 60_000;

const numeroOf = (day: string, n: number) =>
  `${day.replaceAll('-', '')}-${String(n).padStart(4, '0')}`;

function dailyDraw(game: ScheduledGame, day: string): number | null {
  const { schedule } = game;
  if (schedule.kind !== 'daily') return null;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (schedule.weekdays && !schedule.weekdays.includes(weekday)) return null;
  const [hours, minutes] = schedule.at.split(':').map(Number);
  return midnight(day, game.tzOffsetMinutes) + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
}

/**
 * The issues of one local day (LOTTERY.md, issues): issue n of an interval game draws at local
 * midnight + n × interval, so the last one draws at the next midnight; a daily game draws once at
 * its time on its weekdays. Sales for an issue run from the previous issue's close to this one's.
 */
export function issuesOfDay(game: ScheduledGame, day: string): IssueTimes[] {
  const close = game.closeOffsetSeconds * 1000;
  const { schedule } = game;
  if (schedule.kind === 'interval') {
    const step = schedule.seconds * 1000;
    const start = midnight(day, game.tzOffsetMinutes);
    const count = Math.floor(DAY_MS / step);
    return Array.from({ length: count }, (_, i) => {
      const drawAt = start + (i + 1) * step;
      return {
        numero: numeroOf(day, i + 1),
        openAt: new Date(drawAt - step - close),
        closeAt: new Date(drawAt - close),
        drawAt: new Date(drawAt),
      };
    });
  }
  const drawAt = dailyDraw(game, day);
  if (drawAt === null) return [];
  // Sales open when the previous draw day's sales closed (at most a week back).
  let previous = drawAt - DAY_MS;
  for (let back = 1; back <= 7; back += 1) {
    const earlier = dailyDraw(game, addDays(day, -back));
    if (earlier !== null) {
      previous = earlier;
      break;
    }
  }
  return [
    {
      numero: numeroOf(day, 1),
      openAt: new Date(previous - close),
      closeAt: new Date(drawAt - close),
      drawAt: new Date(drawAt),
    },
  ];
}
