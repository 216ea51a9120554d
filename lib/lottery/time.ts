const pad = (n: number) => String(n).padStart(2, '0');

/** A countdown: `m:ss`, or `h:mm:ss` from an hour up; never below zero. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** The time of day of an instant in the game's own time zone (its issue numbers' days), `HH:mm:ss`. */
export function gameClock(iso: string, tzOffsetMinutes: number): string {
  const local = new Date(Date.parse(iso) + tzOffsetMinutes * 60_000);
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
}

/** A time-zone label for those times: `UTC+8`, `UTC+5:30`. */
export function utcOffset(tzOffsetMinutes: number): string {
  const sign = tzOffsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(tzOffsetMinutes);
  const minutes = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${pad(minutes)}` : ''}`;
}
