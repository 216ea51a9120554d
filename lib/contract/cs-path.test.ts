import { decodeCsPath, encodeCsPath } from './cs-path';

describe('customer-service path obfuscation', () => {
  it('round-trips a link, with the key as the last 8 characters', () => {
    const encoded = encodeCsPath('https://vip.nova88.example/chat?lang=th&x=ข้อความ', 'Ab3dE6gH');
    expect(encoded.endsWith('Ab3dE6gH')).toBe(true);
    expect(encoded).not.toContain('nova88');
    expect(decodeCsPath(encoded)).toBe('https://vip.nova88.example/chat?lang=th&x=ข้อความ');
  });

  it('refuses values that are not encoded paths', () => {
    expect(decodeCsPath('short')).toBeNull();
    expect(decodeCsPath('!!!!not-base64!!Ab3dE6gH')).toBeNull();
    expect(() => encodeCsPath('x', 'short')).toThrow();
  });
});
