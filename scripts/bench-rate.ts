/**
 * Requests per second of `work` from `lanes` concurrent callers for `seconds`. Each caller gives the
 * event loop a turn between calls, as requests reaching a server do: callers chained in promises
 * alone would all run inside one turn (on PGlite the database never yields it), which measures
 * something no server sees.
 */
export async function rate(
  seconds: number,
  lanes: number,
  work: (lane: number, i: number) => PromiseLike<unknown>,
) {
  const until = Date.now() + seconds * 1000;
  const began = Date.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      while (Date.now() < until) {
        await work(lane, done++);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  return Math.round(done / ((Date.now() - began) / 1000));
}
