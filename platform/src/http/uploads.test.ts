/** Uploaded images are decoded and encoded again: what is stored is only the picture. */
import sharp from 'sharp';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';
import { memberToken, newKey, ops, upload } from '../routes/wallet-support';

let platform: TestPlatform;
let token: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  token = await memberToken(platform, 'uploader1');
});
afterAll(() => platform.close());

const picture = sharp({ create: { width: 8, height: 6, channels: 3, background: '#2a7' } });

async function bankOrder() {
  const methods = (await callPlatform(platform, 'depositMethods', {}, { token })).body.value;
  const bank = methods.find((m: { type: string }) => m.type === 'bank');
  const placed = await callPlatform(
    platform,
    'deposit',
    { methodId: bank.id, amount: 50_000, idempotencyKey: newKey() },
    { token },
  );
  return placed.body.value.id as number;
}

/** Sends `bytes` as a receipt of a new bank order; the answer and the bytes an operator gets. */
async function sendReceipt(bytes: Buffer) {
  const id = await bankOrder();
  const answer = await upload(platform, token, '/wps/deposit/receipt', { depositId: String(id) }, [
    ['file', bytes],
  ]);
  const listed = (await ops(platform, 'GET', '/ops/deposits?status=pending')).value.find(
    (d: { id: number }) => d.id === id,
  );
  if (!listed.receipt) return { answer, stored: null };
  const file = await platform.app.inject({
    method: 'GET',
    url: listed.receipt,
    headers: { authorization: `Bearer ${platform.operatorToken}` },
  });
  return { answer, stored: file.rawPayload };
}

describe('uploaded images', () => {
  it('drops what trails a PNG (a zip, a page) and keeps the picture', async () => {
    const png = await picture.clone().png().toBuffer();
    const payload = Buffer.concat([
      Buffer.from('PK\u0003\u0004zip-entry'),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const { answer, stored } = await sendReceipt(Buffer.concat([png, payload]));
    expect(answer.success).toBe(true);
    expect(stored!.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
    expect(stored!.includes(Buffer.from('<script>'))).toBe(false);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'png', width: 8, height: 6 });
  });

  it('drops the EXIF of a JPEG (camera, place)', async () => {
    const jpg = await picture
      .clone()
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam', Copyright: 'GPS 3.1390 101.6869' } })
      .toBuffer();
    expect((await sharp(jpg).metadata()).exif).toBeDefined();
    const { answer, stored } = await sendReceipt(jpg);
    expect(answer.success).toBe(true);
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 8, height: 6 });
    expect(meta.exif).toBeUndefined();
    expect(stored!.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('refuses a file that says PNG but is no picture, and stores nothing', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<?php system($_GET["c"]); ?>'),
    ]);
    const { answer, stored } = await sendReceipt(fake);
    expect(answer).toMatchObject({
      success: false,
      code: 'UPLOAD_INVALID',
      value: { key: 'upload_unreadable' },
    });
    expect(stored).toBeNull();
  });
});
