/** A calendar day (yyyy-MM-dd, UTC) `offset` days from today: the default ends of date filters. */
export const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
