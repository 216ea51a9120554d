import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { openScratchDatabase } from '../db/scratch';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { CallError } from '../../../lib/contract/envelope';
import { HttpSms, OutboxSms, recipientOf, smsGatewayFromEnv } from './sms';

/** Next.js types NODE_ENV as required on ProcessEnv, so test environments carry it too. */
const env = (vars: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...vars,
  NODE_ENV: 'test',
});

const malaysian = { countryDialingCode: '+60', mobileNum: '12-345 6789' };

describe('recipientOf', () => {
  it('joins dialing code and number as digits only', () => {
    expect(recipientOf(malaysian)).toBe('60123456789');
    expect(recipientOf({ countryDialingCode: '66', mobileNum: '812345678' })).toBe('66812345678');
  });
});

describe('OutboxSms and smsGatewayFromEnv', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openScratchDatabase();
  });
  afterAll(() => database.close());

  it('stores the message in the outbox under the digits-only recipient', async () => {
    await new OutboxSms(database.db).send(malaysian, 'Your code is 123456');
    const rows = await database.db.select().from(outbox).where(eq(outbox.recipient, '60123456789'));
    expect(rows).toEqual([
      expect.objectContaining({ channel: 'sms', subject: null, body: 'Your code is 123456' }),
    ]);
  });

  it('picks the HTTP gateway only when URL and token are both set', () => {
    expect(smsGatewayFromEnv(env(), database.db)).toBeInstanceOf(OutboxSms);
    const both = env({ SMS_GATEWAY_URL: 'http://sms.test/send', SMS_GATEWAY_TOKEN: 't' });
    expect(smsGatewayFromEnv(both, database.db)).toBeInstanceOf(HttpSms);
    expect(() =>
      smsGatewayFromEnv(env({ SMS_GATEWAY_URL: 'http://sms.test/send' }), database.db),
    ).toThrow(/SMS_GATEWAY_TOKEN/);
  });
});

type Received = { headers: IncomingMessage['headers']; body: unknown };

describe('HttpSms', () => {
  let server: Server;
  let base: string;
  const received: Received[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          headers: request.headers,
          body: JSON.parse(Buffer.concat(chunks).toString()),
        });
        if (request.url === '/ok') response.writeHead(200).end('{"queued":true}');
        else if (request.url === '/fail') response.writeHead(500).end('boom');
        // '/hang' never answers.
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
  });

  it('posts the message as JSON with the bearer token', async () => {
    const sms = new HttpSms({ url: `${base}/ok`, token: 'secret', sender: 'Portal' });
    await expect(sms.send(malaysian, 'Code 654321')).resolves.toBeUndefined();
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.authorization).toBe('Bearer secret');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[0]?.body).toEqual({
      to: '+60123456789',
      text: 'Code 654321',
      sender: 'Portal',
    });
  });

  it('turns a non-2xx answer into UPSTREAM_UNAVAILABLE', async () => {
    const sms = new HttpSms({ url: `${base}/fail`, token: 'secret' });
    const error = await sms.send(malaysian, 'x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CallError);
    expect(error).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      message: expect.stringContaining('500'),
    });
  });

  it('gives up on a gateway that does not answer in time', async () => {
    const sms = new HttpSms({ url: `${base}/hang`, token: 'secret', timeoutMs: 200 });
    const started = Date.now();
    const error = await sms.send(malaysian, 'x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      message: expect.stringContaining('timed out'),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(received).toHaveLength(1);
  });

  it('turns a refused connection into UPSTREAM_UNAVAILABLE', async () => {
    const sms = new HttpSms({ url: 'http://127.0.0.1:1/send', token: 'secret' });
    await expect(sms.send(malaysian, 'x')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });
});
