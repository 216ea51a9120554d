/** A calendar day (yyyy-MM-dd, UTC as the platform's record filters count days) `offset` days from today. */
export function dayFromToday(offset: number, now = Date.now()): string {
  return new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The member centre's default period: the last seven days, today included. */
export function lastSevenDays(now = Date.now()): { from: string; to: string } {
  return { from: dayFromToday(-6, now), to: dayFromToday(0, now) };
}
