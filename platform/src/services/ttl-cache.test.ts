import { cached } from './ttl-cache';

/** A lazy thenable like a drizzle query builder: each `then` runs the query again. */
function lazyQuery<T>(value: T, runs: { count: number }): PromiseLike<T> {
  return {
    then(onFulfilled, onRejected) {
      runs.count += 1;
      return Promise.resolve(value).then(onFulfilled, onRejected);
    },
  };
}

describe('cached', () => {
  it('runs a lazy query once per interval however often it is read', async () => {
    const runs = { count: 0 };
    const cache = cached(60_000, () => lazyQuery(['SSC1'], runs));
    for (let i = 0; i < 10; i += 1) expect(await cache.get()).toEqual(['SSC1']);
    expect(runs.count).toBe(1);
    cache.clear();
    await cache.get();
    expect(runs.count).toBe(2);
  });

  it('loads again after the interval', async () => {
    let now = 1_000;
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      let loads = 0;
      const cache = cached(500, async () => (loads += 1));
      expect(await cache.get()).toBe(1);
      now += 499;
      expect(await cache.get()).toBe(1);
      now += 1;
      expect(await cache.get()).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps no failed load, and a failure does not drop a newer value', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const cache = cached(60_000, () =>
      fail
        ? new Promise<string>((_, reject) => {
            release = () => reject(new Error('store down'));
          })
        : Promise.resolve('fresh'),
    );
    const first = cache.get();
    cache.clear();
    fail = false;
    expect(await cache.get()).toBe('fresh');
    release();
    await expect(first).rejects.toThrow('store down');
    fail = true;
    expect(await cache.get()).toBe('fresh');
  });
});
