/** Requests per second of `work` from `lanes` concurrent callers for `seconds`. */
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
      while (Date.now() < until) await work(lane, done++);
    }),
  );
  return Math.round(done / ((Date.now() - began) / 1000));
}
