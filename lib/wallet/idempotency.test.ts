import { newIdempotencyKey, SubmissionKey } from './idempotency';

describe('idempotency keys', () => {
  it('are 16–64 characters of [A-Za-z0-9_-]', () => {
    expect(newIdempotencyKey()).toMatch(/^[\w-]{16,64}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('are reused only when the same submission is retried after an unknown outcome', () => {
    const keys = new SubmissionKey();
    const first = keys.keyFor({ amount: 100 });
    keys.settled(0, false);
    expect(keys.keyFor({ amount: 100 })).toBe(first);
    keys.settled(502, false);
    expect(keys.keyFor({ amount: 100 })).toBe(first);
    keys.settled(200, true);
    expect(keys.keyFor({ amount: 100 })).not.toBe(first);
  });

  it('change with the values and after a refusal', () => {
    const keys = new SubmissionKey();
    const first = keys.keyFor({ amount: 100 });
    expect(keys.keyFor({ amount: 200 })).not.toBe(first);
    const second = keys.keyFor({ amount: 200 });
    keys.settled(400, false);
    expect(keys.keyFor({ amount: 200 })).not.toBe(second);
  });
});
