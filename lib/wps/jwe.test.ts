import { generateKeyPair } from 'jose';
import { CallError } from '../contract/envelope';
import { openPayload, sealPayload } from './jwe';

async function keys() {
  return generateKeyPair('RSA-OAEP-256', { modulusLength: 2048 });
}

function codeOf(promise: Promise<unknown>) {
  return promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof CallError ? error.code : String(error)),
  );
}

describe('sealed payloads', () => {
  it('opens what was sealed for the same call', async () => {
    const { publicKey, privateKey } = await keys();
    const jwe = await sealPayload('login', { username: 'ali', password: 'x1' }, publicKey, 'k1');
    expect(jwe.split('.')).toHaveLength(5);
    const opened = await openPayload(jwe, privateKey, 'login');
    expect(opened.body).toEqual({ username: 'ali', password: 'x1' });
    expect(opened.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a tampered ciphertext, another key and another call', async () => {
    const { publicKey, privateKey } = await keys();
    const other = await keys();
    const jwe = await sealPayload('login', { a: 1 }, publicKey, 'k1');
    const parts = jwe.split('.');
    const cipher = parts[3]!;
    parts[3] = (cipher[0] === 'A' ? 'B' : 'A') + cipher.slice(1);
    expect(await codeOf(openPayload(parts.join('.'), privateKey, 'login'))).toBe('PAYLOAD_INVALID');
    expect(await codeOf(openPayload(jwe, other.privateKey, 'login'))).toBe('PAYLOAD_INVALID');
    expect(await codeOf(openPayload(jwe, privateKey, 'register'))).toBe('PAYLOAD_INVALID');
    expect(await codeOf(openPayload('not.a.jwe', privateKey, 'login'))).toBe('PAYLOAD_INVALID');
  });

  it('refuses a payload sealed too long ago', async () => {
    const { publicKey, privateKey } = await keys();
    const realNow = Date.now;
    Date.now = () => realNow() - 10 * 60_000;
    const jwe = await sealPayload('login', {}, publicKey, 'k1').finally(() => {
      Date.now = realNow;
    });
    expect(await codeOf(openPayload(jwe, privateKey, 'login'))).toBe('PAYLOAD_EXPIRED');
  });
});
