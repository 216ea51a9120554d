import nodemailer, { type Transporter } from 'nodemailer';
import { outbox } from '../db/schema';
import type { Db } from '../db/client';
import { CallError } from '../../../lib/contract/envelope';

export type Mail = { to: string; subject: string; text: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Keeps mail in the outbox table, where development and tests read it instead of an inbox. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(mail: Mail): Promise<void> {
    await this.db
      .insert(outbox)
      .values({ channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text });
  }
}

/**
 * Sends through an SMTP server; the URL carries host, credentials and nodemailer options
 * (`?ignoreTLS=true`, `?connectionTimeout=…`), which win over the defaults below.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(options: { url: string; from: string }) {
    // nodemailer waits up to 2 minutes to connect and 10 for a quiet socket; a member waiting for a
    // code should hear of a dead mail server sooner.
    this.transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    this.from = options.from;
  }

  async send(mail: Mail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, ...mail });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CallError('UPSTREAM_UNAVAILABLE', `SMTP: ${reason}`);
    }
  }
}

/** SMTP when SMTP_URL is set, else the outbox. */
export function mailerFromEnv(env: NodeJS.ProcessEnv, db: Db): Mailer {
  if (!env.SMTP_URL) return new OutboxMailer(db);
  return new SmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM || 'no-reply@localhost' });
}
