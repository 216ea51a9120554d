import { randomBytes } from 'node:crypto';
import { MemoryCounters, openCounters, type Counters } from './counters';

const kinds: [string, () => Promise<Counters>][] = [['memory', async () => new MemoryCounters()]];
if (process.env.REDIS_URL) {
  kinds.push([
    'redis',
    () => openCounters(process.env.REDIS_URL!, `test:${randomBytes(4).toString('hex')}:`),
  ]);
}

describe.each(kinds)('%s counters', (_kind, open) => {
  let counters: Counters;
  beforeAll(async () => {
    counters = await open();
  });
  afterAll(() => counters.close());

  it('counts hits in a window and starts again after it', async () => {
    expect(await counters.hit('a', 200)).toBe(1);
    expect(await counters.hit('a', 200)).toBe(2);
    expect(await counters.hit('b', 200)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 260));
    expect(await counters.hit('a', 200)).toBe(1);
  });

  it('lets a key be claimed once until it expires', async () => {
    expect(await counters.claim('jti-1', 200)).toBe(true);
    expect(await counters.claim('jti-1', 200)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 260));
    expect(await counters.claim('jti-1', 200)).toBe(true);
  });

  it('gives one winner among concurrent claims', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => counters.claim('race', 1000)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
