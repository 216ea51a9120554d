/** The password-hashing queue: bounded work, bounded waiting, members first. */
import { CallError } from '../../../../lib/contract/envelope';
import { HashingQueue } from './hashing-queue';

/** A piece of work the test finishes by hand (no timers). */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => done };
}

describe('HashingQueue', () => {
  it('runs `concurrency` at once, queues up to the lane bound, answers BUSY beyond it', async () => {
    const queue = new HashingQueue({
      concurrency: 2,
      queued: { member: 1, operator: 0, public: 2 },
    });
    const gates = Array.from({ length: 4 }, gate);
    const accepted = gates.map((g) => queue.run('public', g.work));
    expect(queue.load).toEqual({ running: 2, member: 0, operator: 0, public: 2 });
    const refused = await queue.run('public', async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CallError);
    expect(refused).toMatchObject({ code: 'BUSY', status: 503, detail: { retryAfterSeconds: 3 } });
    for (const g of gates) g.open();
    await Promise.all(accepted);
    expect(queue.load).toEqual({ running: 0, member: 0, operator: 0, public: 0 });
  });

  it('serves a waiting member before the public queue, whatever the arrival order', async () => {
    const queue = new HashingQueue({
      concurrency: 1,
      queued: { member: 4, operator: 4, public: 4 },
    });
    const order: string[] = [];
    const first = gate();
    const running = queue.run('public', first.work);
    const later = [
      queue.run('public', async () => void order.push('public 1')),
      queue.run('public', async () => void order.push('public 2')),
      queue.run('member', async () => void order.push('member')),
    ];
    first.open();
    await Promise.all([running, ...later]);
    expect(order).toEqual(['member', 'public 1', 'public 2']);
  });

  it('frees the slot when the work fails', async () => {
    const queue = new HashingQueue({
      concurrency: 1,
      queued: { member: 0, operator: 0, public: 0 },
    });
    await expect(
      queue.run('public', async () => {
        throw new Error('argon2 broke');
      }),
    ).rejects.toThrow('argon2 broke');
    await expect(queue.run('public', async () => 'ok')).resolves.toBe('ok');
  });
});
