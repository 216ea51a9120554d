/** The group commit's batching and answers, apart from any database. */
import { createGroupCommit } from './group-commit';

/** A flush that records its batches and answers each request from `answer`. */
function recorder<Req, Res>(answer: (request: Req) => Res | Error, holdFirst = false) {
  const batches: Req[][] = [];
  let release: (() => void) | null = null;
  const flush = async (batch: Req[]) => {
    batches.push(batch);
    if (holdFirst && batches.length === 1) {
      // The first batch waits until the test lets it go, as a statement in flight would.
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    }
    return batch.map(answer);
  };
  return { batches, flush, release: () => release?.() };
}

it('commits together what arrives in one turn or while a batch is in flight, answering each caller', async () => {
  const { batches, flush, release } = recorder(
    (n: number) => (n % 5 === 0 ? new RangeError(`refused ${n}`) : n * 10),
    true,
  );
  const submit = createGroupCommit(flush);
  const first = [1, 2, 3].map((n) => submit(n));
  await new Promise((resolve) => setImmediate(resolve));
  // The first batch is in flight: these wait and go together in the next.
  const second = [4, 5, 6].map((n) => submit(n));
  await new Promise((resolve) => setImmediate(resolve));
  expect(batches).toEqual([[1, 2, 3]]);
  release();
  const settled = await Promise.allSettled([...first, ...second]);
  expect(batches).toEqual([
    [1, 2, 3],
    [4, 5, 6],
  ]);
  expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual([
    10,
    20,
    30,
    40,
    'RangeError: refused 5',
    60,
  ]);
});

it('keeps batches within maxBatch, and null is an answer', async () => {
  const { batches, flush } = recorder((n: number) => (n === 2 ? null : n));
  const submit = createGroupCommit(flush, { maxBatch: 2 });
  const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => submit(n)));
  expect(answers).toEqual([1, null, 3, 4, 5]);
  expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
});

it('fails every caller of a batch whose flush throws, and goes on with the next', async () => {
  let calls = 0;
  const submit = createGroupCommit(async (batch: number[]) => {
    calls += 1;
    if (calls === 1) throw new Error('store down');
    return batch;
  });
  const failed = await Promise.allSettled([submit(1), submit(2)]);
  expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
  expect(await submit(3)).toBe(3);
});

it('rejects a caller the flush left without an answer', async () => {
  const submit = createGroupCommit(async (batch: number[]) => batch.slice(0, 1));
  const settled = await Promise.allSettled([submit(1), submit(2)]);
  expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected']);
});
