import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { openScratchDatabase } from '../db/scratch';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { OutboxMailer, SmtpMailer, mailerFromEnv } from './mailer';

/** Next.js types NODE_ENV as required on ProcessEnv, so test environments carry it too. */
const env = (vars: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...vars,
  NODE_ENV: 'test',
});

type Envelope = { from: string; to: string[]; data: string };

/** Just enough SMTP for nodemailer: greeting, EHLO, MAIL, RCPT, DATA, QUIT. */
function startSmtpServer(received: Envelope[]): Promise<Server> {
  const server = createServer((socket) => {
    let buffer = '';
    let current: Envelope = { from: '', to: [], data: '' };
    let inData = false;
    socket.setEncoding('utf8');
    socket.write('220 test.local ESMTP\r\n');
    const answer = (line: string): string => {
      switch (line.slice(0, 4).toUpperCase()) {
        case 'EHLO':
        case 'HELO':
          return '250 test.local\r\n';
        case 'MAIL':
          current.from = line;
          return '250 OK\r\n';
        case 'RCPT':
          current.to.push(line);
          return '250 OK\r\n';
        case 'DATA':
          inData = true;
          return '354 End data with <CR><LF>.<CR><LF>\r\n';
        case 'QUIT':
          return '221 Bye\r\n';
        case 'RSET':
        case 'NOOP':
          return '250 OK\r\n';
        default:
          return '502 Not implemented\r\n';
      }
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const reply = answer(line);
        if (reply.startsWith('221')) socket.end(reply);
        else socket.write(reply);
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let database: Database;
beforeAll(async () => {
  database = await openScratchDatabase();
});
afterAll(() => database.close());

describe('SmtpMailer', () => {
  let server: Server;
  let url: string;
  const received: Envelope[] = [];
  beforeAll(async () => {
    server = await startSmtpServer(received);
    url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}/?ignoreTLS=true`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('delivers the message to the SMTP server', async () => {
    const mailer = new SmtpMailer({ url, from: 'portal@example.test' });
    await mailer.send({
      to: 'member@example.test',
      subject: 'Reset your password',
      text: 'Code: 424242',
    });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toContain('<portal@example.test>');
    expect(mail?.to).toEqual([expect.stringContaining('<member@example.test>')]);
    expect(mail?.data).toMatch(/^Subject: Reset your password$/m);
    expect(mail?.data).toMatch(/^To: member@example.test$/m);
    expect(mail?.data).toContain('Code: 424242');
  });

  it('is chosen by SMTP_URL and sends from no-reply@localhost unless MAIL_FROM says otherwise', async () => {
    received.length = 0;
    const mailer = mailerFromEnv(env({ SMTP_URL: url }), database.db);
    expect(mailer).toBeInstanceOf(SmtpMailer);
    await mailer.send({ to: 'b@example.test', subject: 'S', text: 'T' });
    expect(received[0]?.from).toContain('<no-reply@localhost>');
    await mailerFromEnv(env({ SMTP_URL: url, MAIL_FROM: 'club@example.test' }), database.db).send({
      to: 'b@example.test',
      subject: 'S',
      text: 'T',
    });
    expect(received[1]?.from).toContain('<club@example.test>');
  });

  it('turns an unreachable server into UPSTREAM_UNAVAILABLE', async () => {
    const mailer = new SmtpMailer({ url: 'smtp://127.0.0.1:1/?ignoreTLS=true', from: 'a@b.test' });
    await expect(mailer.send({ to: 'c@d.test', subject: 'S', text: 'T' })).rejects.toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      message: expect.stringContaining('SMTP'),
    });
  });
});

describe('OutboxMailer', () => {
  it('stores the mail in the outbox', async () => {
    await new OutboxMailer(database.db).send({ to: 'a@example.test', subject: 'Hi', text: 'Body' });
    const rows = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'a@example.test'));
    expect(rows).toEqual([
      expect.objectContaining({ channel: 'email', subject: 'Hi', body: 'Body' }),
    ]);
  });

  it('is what mailerFromEnv gives when SMTP_URL is not set', () => {
    expect(mailerFromEnv(env(), database.db)).toBeInstanceOf(OutboxMailer);
  });
});
