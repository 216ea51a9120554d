import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { hashServerSeed, newClientSeed, newServerSeed, type GameCode } from '../../../lib/inhouse';
import type { Db } from '../db/client';
import * as t from '../db/schema';

export type Round = typeof t.inhouseRounds.$inferSelect;
export type Session = { playerId: string; game: GameCode; currency: string };

const SESSION_HOURS = 4;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** The game server's own records: sessions, each player's committed next seed, rounds. */
export function createInhouseStore(db: Db) {
  async function seeds(playerId: string, game: GameCode) {
    const where = and(eq(t.inhouseSeeds.playerId, playerId), eq(t.inhouseSeeds.game, game));
    const [found] = await db.select().from(t.inhouseSeeds).where(where);
    if (found) return found;
    await db
      .insert(t.inhouseSeeds)
      .values({ playerId, game, nextServerSeed: newServerSeed(), clientSeed: newClientSeed() })
      .onConflictDoNothing();
    return (await db.select().from(t.inhouseSeeds).where(where))[0]!;
  }

  return {
    seeds,

    async openSession(session: Session): Promise<string> {
      const token = randomBytes(24).toString('base64url');
      await db.insert(t.inhouseSessions).values({
        tokenHash: sha(token),
        ...session,
        expiresAt: new Date(Date.now() + SESSION_HOURS * 3_600_000),
      });
      return token;
    },

    async session(token: string): Promise<Session | null> {
      const [row] = await db
        .select()
        .from(t.inhouseSessions)
        .where(
          and(
            eq(t.inhouseSessions.tokenHash, sha(token)),
            gt(t.inhouseSessions.expiresAt, sql`now()`),
          ),
        );
      return row
        ? { playerId: row.playerId, game: row.game as GameCode, currency: row.currency }
        : null;
    },

    async setClientSeed(playerId: string, game: GameCode, clientSeed: string) {
      await seeds(playerId, game);
      await db
        .update(t.inhouseSeeds)
        .set({ clientSeed })
        .where(and(eq(t.inhouseSeeds.playerId, playerId), eq(t.inhouseSeeds.game, game)));
    },

    /**
     * A new round on the committed seed, in one transaction with the seed's rotation: the next
     * round gets a fresh server seed, whose hash the player sees before betting again.
     */
    async openRound(
      playerId: string,
      game: GameCode,
      stake: number,
      params: object,
    ): Promise<Round> {
      const committed = await seeds(playerId, game);
      return db.transaction(async (tx) => {
        const rotated = await tx
          .update(t.inhouseSeeds)
          .set({ nextServerSeed: newServerSeed(), nonce: committed.nonce + 1 })
          .where(
            and(
              eq(t.inhouseSeeds.playerId, playerId),
              eq(t.inhouseSeeds.game, game),
              eq(t.inhouseSeeds.nonce, committed.nonce),
            ),
          )
          .returning();
        if (rotated.length !== 1) throw new Error('seed changed under a concurrent round');
        const [round] = await tx
          .insert(t.inhouseRounds)
          .values({
            roundId: randomUUID(),
            playerId,
            game,
            stake,
            status: 'open',
            serverSeed: committed.nextServerSeed,
            serverSeedHash: hashServerSeed(committed.nextServerSeed),
            clientSeed: committed.clientSeed,
            nonce: committed.nonce,
            params,
          })
          .returning();
        return round!;
      });
    },

    async update(id: number, set: Partial<typeof t.inhouseRounds.$inferInsert>): Promise<Round> {
      const [row] = await db
        .update(t.inhouseRounds)
        .set(set)
        .where(eq(t.inhouseRounds.id, id))
        .returning();
      return row!;
    },

    async round(playerId: string, roundId: string): Promise<Round | null> {
      const [row] = await db
        .select()
        .from(t.inhouseRounds)
        .where(and(eq(t.inhouseRounds.playerId, playerId), eq(t.inhouseRounds.roundId, roundId)));
      return row ?? null;
    },

    async openRounds(playerId?: string): Promise<Round[]> {
      return db
        .select()
        .from(t.inhouseRounds)
        .where(
          and(
            eq(t.inhouseRounds.status, 'open'),
            playerId ? eq(t.inhouseRounds.playerId, playerId) : undefined,
          ),
        );
    },

    async history(playerId: string, game: GameCode, limit = 20): Promise<Round[]> {
      return db
        .select()
        .from(t.inhouseRounds)
        .where(and(eq(t.inhouseRounds.playerId, playerId), eq(t.inhouseRounds.game, game)))
        .orderBy(desc(t.inhouseRounds.id))
        .limit(limit);
    },
  };
}

export type InhouseStore = ReturnType<typeof createInhouseStore>;
