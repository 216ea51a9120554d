import { keepDeviceToken, readDeviceToken } from './device-token';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('device token', () => {
  const token = 'a'.repeat(40) + '-_b';

  it('keeps what the platform handed out and reads it back', () => {
    const storage = memory();
    expect(readDeviceToken(storage)).toBeUndefined();
    keepDeviceToken(storage, token);
    expect(readDeviceToken(storage)).toBe(token);
  });

  it('ignores anything not shaped like a token, and works without storage', () => {
    const storage = memory();
    keepDeviceToken(storage, 'short');
    expect(readDeviceToken(storage)).toBeUndefined();
    storage.setItem('device-token', '<script>');
    expect(readDeviceToken(storage)).toBeUndefined();
    expect(readDeviceToken(null)).toBeUndefined();
    expect(() => keepDeviceToken(null, token)).not.toThrow();
  });
});
