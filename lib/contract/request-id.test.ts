import { requestIdFrom } from './request-id';

describe('requestIdFrom', () => {
  it('keeps a well-formed incoming id', () => {
    for (const id of ['abcdefgh', 'portal-req.0001', 'A_b-C.d'.padEnd(64, '9')])
      expect(requestIdFrom(id)).toBe(id);
    expect(requestIdFrom(['first-id-1', 'second-id-2'])).toBe('first-id-1');
  });

  it('replaces a missing or malformed one with a new id each time', () => {
    const given = [
      undefined,
      null,
      '',
      'short',
      'x'.repeat(65),
      'with space',
      'a/b/c/d/e',
      'ünicode-id',
    ];
    const made = given.map((id) => requestIdFrom(id));
    for (const id of made) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(made).size).toBe(made.length);
  });
});
