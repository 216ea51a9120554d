import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { cached } from '../ttl-cache';

export type LotteryGame = typeof t.lotteryGames.$inferSelect;

type Row = Record<string, unknown>;
export const rowsOf = <T = Row>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The lottery's clock: tests move it, the server reads the wall clock. */
export type Clock = () => Date;

/** Games as data, read once a second at most (an operator's switch shows within that second). */
export function createGameStore(db: Db) {
  const all = cached(1000, () =>
    db.select().from(t.lotteryGames).orderBy(asc(t.lotteryGames.sort), asc(t.lotteryGames.code)),
  );
  return {
    all: () => all.get(),
    async byCode(code: string): Promise<LotteryGame | undefined> {
      return (await all.get()).find((game) => game.code === code);
    },
    clear: () => all.clear(),
  };
}

export type GameStore = ReturnType<typeof createGameStore>;
