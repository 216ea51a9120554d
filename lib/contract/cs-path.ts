/**
 * Customer-service links of type '3' travel obfuscated, as the spec gives them: the last 8
 * characters are the key for the rest. The rest is the link's UTF-8 bytes XORed with the repeated
 * key, in base64url. It keeps links out of casual scraping; it is not encryption.
 */
const KEY_LENGTH = 8;

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const k = new TextEncoder().encode(key);
  return bytes.map((byte, i) => byte ^ k[i % k.length]!);
}

export function encodeCsPath(path: string, key: string): string {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error('cs path key must be 8 letters or digits');
  return Buffer.from(xor(new TextEncoder().encode(path), key)).toString('base64url') + key;
}

/** The link, or null when the value is not an encoded path. */
export function decodeCsPath(encoded: string): string | null {
  if (encoded.length <= KEY_LENGTH) return null;
  const key = encoded.slice(-KEY_LENGTH);
  const body = encoded.slice(0, -KEY_LENGTH);
  if (!/^[A-Za-z0-9]{8}$/.test(key) || !/^[\w-]+$/.test(body)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(
      xor(Buffer.from(body, 'base64url'), key),
    );
  } catch {
    return null;
  }
}
