/** A paged list's SWR key: the call, then its filters (empty ones left out). */
export function pagedUrl(call: string, query: Record<string, string | number | undefined>) {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => [key, String(value)]);
  return `/api/wps/${call}?${new URLSearchParams(entries)}`;
}
