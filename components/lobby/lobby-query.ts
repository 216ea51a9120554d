import type { Category } from '@/lib/contract/catalogue';
import type { GameQuery } from '@/lib/wps/games';

export type LobbySearch = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
const positive = (value: string | undefined, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= max ? n : undefined;
};

/** The lobby's query string (?page=vendor&q=&minBet=&lines=&pageNo=) as a game list query; junk is dropped. */
export function lobbyQuery(category: Category, search: LobbySearch, vendors: string[]): GameQuery {
  const vendor = one(search.page);
  return {
    gameType: category,
    vassalage: vendor && vendors.includes(vendor) ? vendor : undefined,
    gameName: one(search.q)?.slice(0, 100),
    minBet: positive(one(search.minBet), 1_000_000),
    minLineNum: positive(one(search.lines), 10_000),
    pageNo: positive(one(search.pageNo), 10_000) ?? 1,
  };
}

/** The lobby URL for a query, keeping the filters and dropping defaults. */
export function lobbyHref(
  base: string,
  query: GameQuery,
  changes: Partial<GameQuery> = {},
): string {
  const q = { ...query, ...changes };
  const params = new URLSearchParams();
  if (q.vassalage) params.set('page', q.vassalage);
  if (q.gameName) params.set('q', q.gameName);
  if (q.minBet) params.set('minBet', String(q.minBet));
  if (q.minLineNum) params.set('lines', String(q.minLineNum));
  if (q.pageNo > 1) params.set('pageNo', String(q.pageNo));
  const text = params.toString();
  return `${base}${text ? `?${text}` : ''}`;
}
