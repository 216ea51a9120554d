/** A thrown value as an Error: a batch answers each caller with a result or an Error. */
export const asError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

type Pending<Req, Res> = {
  request: Req;
  resolve: (result: Res) => void;
  reject: (error: Error) => void;
};

/**
 * Group commit: the requests that arrive while one batch commits, or in the same turn of the event
 * loop, go together in the next batch, and each caller still gets its own answer. `flush` writes a
 * batch and answers each of its requests, in order, with a result or an Error (which rejects that
 * caller alone); if `flush` itself throws, every caller of the batch gets that error.
 *
 * A batch starts one event-loop turn after its first request arrived (`setImmediate`), not at
 * once: on PGlite a statement runs in WebAssembly without giving the loop a turn, so nothing
 * arrives "while a batch commits" there, and requests read from their sockets in the same turn only
 * meet if the queue waits for the turn to end. On PostgreSQL the wait is the same few microseconds.
 */
export function createGroupCommit<Req, Res>(
  flush: (batch: Req[]) => Promise<(Res | Error)[]>,
  options: { inFlight?: number; maxBatch?: number } = {},
) {
  const inFlight = options.inFlight ?? 1;
  const maxBatch = options.maxBatch ?? 500;
  const waiting: Pending<Req, Res>[] = [];
  let active = 0;
  let scheduled = false;

  async function run(batch: Pending<Req, Res>[]) {
    let results: (Res | Error)[];
    try {
      results = await flush(batch.map((p) => p.request));
    } catch (error) {
      const failure = asError(error);
      results = batch.map(() => failure);
    }
    batch.forEach((pending, i) => {
      if (i >= results.length)
        pending.reject(new Error('group commit: no answer for this request'));
      else {
        const result = results[i] as Res | Error;
        if (result instanceof Error) pending.reject(result);
        else pending.resolve(result);
      }
    });
  }

  /** Starts batches while fewer than `inFlight` are running. */
  function pump() {
    scheduled = false;
    while (active < inFlight && waiting.length > 0) {
      active += 1;
      void run(waiting.splice(0, maxBatch)).finally(() => {
        active -= 1;
        schedule();
      });
    }
  }

  /** Lets the rest of this event-loop turn's requests join before a batch starts. */
  function schedule() {
    if (scheduled || active >= inFlight || waiting.length === 0) return;
    scheduled = true;
    setImmediate(pump);
  }

  /** The request's answer, committed with whatever else arrived meanwhile. */
  return (request: Req): Promise<Res> =>
    new Promise<Res>((resolve, reject) => {
      waiting.push({ request, resolve, reject });
      schedule();
    });
}
