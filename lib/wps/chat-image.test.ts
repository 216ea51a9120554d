/** The chat image door: a member's upload goes in through the portal and comes back to them only. */
import { randomBytes } from 'node:crypto';
import type { ChatMessage } from '../contract/chat';
import { JPG } from '../../platform/src/routes/wallet-support';
import { createMember, startTestPlatform, type TestPlatform } from '../../platform/src/testing';

let platform: TestPlatform;
let forwardCall: typeof import('./proxy').forwardCall;
let forwardUpload: typeof import('./uploads').forwardUpload;
let forwardChatImage: typeof import('./chat-image').forwardChatImage;
const ORIGIN = 'http://portal.test';

beforeAll(async () => {
  platform = await startTestPlatform({ listen: true });
  for (const username of ['chatter', 'snooper'])
    await createMember(platform, { username, password: 'pass1234' });
  process.env.WPS_UPSTREAM_URL = platform.url;
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  ({ forwardCall } = await import('./proxy'));
  ({ forwardUpload } = await import('./uploads'));
  ({ forwardChatImage } = await import('./chat-image'));
});
afterAll(() => platform.close());

async function login(username: string) {
  const response = await forwardCall(
    new Request(`${ORIGIN}/api/wps/login`, {
      method: 'POST',
      body: JSON.stringify({ username, password: 'pass1234', type: 'username' }),
      headers: { 'content-type': 'application/json', origin: ORIGIN, host: 'portal.test' },
    }),
    ['login'],
  );
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function upload(cookie: string, bytes: Uint8Array<ArrayBuffer>, name = 'photo.jpg') {
  const form = new FormData();
  form.append('clientId', randomBytes(12).toString('hex'));
  form.append('file', new Blob([bytes]), name);
  const body = new Request('http://x', { method: 'POST', body: form });
  const data = await body.arrayBuffer();
  return forwardUpload(
    new Request(`${ORIGIN}/api/upload/chat-image`, {
      method: 'POST',
      body: data,
      headers: {
        'content-type': body.headers.get('content-type')!,
        'content-length': String(data.byteLength),
        origin: ORIGIN,
        host: 'portal.test',
        cookie,
      },
    }),
    'chat-image',
  );
}

const image = (id: string, cookie: string) =>
  forwardChatImage(new Request(`${ORIGIN}/api/chat/image/${id}`, { headers: { cookie } }), id);

describe('chat images through the portal', () => {
  it('stores a member image and serves it back to that member only, as an image', async () => {
    const cookie = await login('chatter');
    const sent = await upload(cookie, new Uint8Array(JPG));
    expect(sent.status).toBe(200);
    const message = (await sent.json()).value as ChatMessage;
    expect(message).toMatchObject({ sender: 'member', kind: 'image' });

    const mine = await image(String(message.id), cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
    expect(mine.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await mine.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const other = await image(String(message.id), await login('snooper'));
    expect(other.status).toBe(404);
    expect((await image(String(message.id), '')).status).toBe(401);
    expect((await image('1;drop', cookie)).status).toBe(404);
  });

  it('refuses a file that is not an image, whatever it is called', async () => {
    const cookie = await login('chatter');
    const refused = await upload(
      cookie,
      new TextEncoder().encode('<svg onload=alert(1)>'),
      'x.png',
    );
    expect(refused.status).toBe(400);
  });
});
