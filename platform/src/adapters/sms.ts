import { outbox } from '../db/schema';
import type { Db } from '../db/client';
import { CallError } from '../../../lib/contract/envelope';

export type SmsRecipient = { countryDialingCode: string; mobileNum: string };

export interface SmsGateway {
  send(to: SmsRecipient, text: string): Promise<void>;
}

/** recipient string stored/sent: countryDialingCode + mobileNum, digits only, e.g. '60123456789' */
export function recipientOf(to: SmsRecipient): string {
  return `${to.countryDialingCode}${to.mobileNum}`.replace(/\D/g, '');
}

/** Keeps messages in the outbox table, where development and tests read them instead of a phone. */
export class OutboxSms implements SmsGateway {
  constructor(private readonly db: Db) {}

  async send(to: SmsRecipient, text: string): Promise<void> {
    await this.db.insert(outbox).values({ channel: 'sms', recipient: recipientOf(to), body: text });
  }
}

export type HttpSmsOptions = { url: string; token: string; sender?: string; timeoutMs?: number };

/** Posts each message to an HTTP SMS gateway; any failure is the upstream's, never the caller's. */
export class HttpSms implements SmsGateway {
  constructor(private readonly options: HttpSmsOptions) {}

  async send(to: SmsRecipient, text: string): Promise<void> {
    const { url, token, sender, timeoutMs = 10_000 } = this.options;
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ to: `+${recipientOf(to)}`, text, sender }),
        signal,
      });
    } catch (error) {
      // Asking the signal, not the error: fetch's DOMException may come from another realm (Jest).
      const reason = signal.aborted ? `timed out after ${timeoutMs} ms` : reasonOf(error);
      throw new CallError('UPSTREAM_UNAVAILABLE', `SMS gateway: ${reason}`);
    }
    // Drain the body so the connection is released even when we do not need it.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) {
      throw new CallError('UPSTREAM_UNAVAILABLE', `SMS gateway answered HTTP ${response.status}`);
    }
  }
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici reports 'fetch failed' and puts the socket error (ECONNREFUSED…) in the cause.
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/** A real gateway when both its URL and token are configured, else the outbox. */
export function smsGatewayFromEnv(env: NodeJS.ProcessEnv, db: Db): SmsGateway {
  const url = env.SMS_GATEWAY_URL;
  if (!url) return new OutboxSms(db);
  const token = env.SMS_GATEWAY_TOKEN;
  // A URL without its token is a deployment mistake; failing at start beats silently using the outbox.
  if (!token) throw new Error('SMS_GATEWAY_URL is set but SMS_GATEWAY_TOKEN is not');
  return new HttpSms({ url, token, sender: env.SMS_GATEWAY_SENDER || undefined });
}
