/** A draw's time in its game's zone, `YYYY-MM-DD HH:mm`, with the zone (`UTC+8`). */
export function localDrawTime(iso: string, tzOffsetMinutes: number): string {
  const local = new Date(Date.parse(iso) + tzOffsetMinutes * 60_000).toISOString();
  const hours = tzOffsetMinutes / 60;
  return `${local.slice(0, 10)} ${local.slice(11, 16)} UTC${hours >= 0 ? '+' : ''}${hours}`;
}

/** What a game code and a day look like in an address (anything else is a 404 or ignored). */
export const GAME_CODE = /^[A-Z0-9-]{2,16}$/;
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
