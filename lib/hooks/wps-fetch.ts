import type { Envelope } from '../contract/envelope';

/** A browser call that failed: the HTTP status and the platform's stable code, when there is one. */
export class CallFailure extends Error {
  readonly status: number;
  readonly code: string | null;
  constructor(status: number, code: string | null) {
    super(`call failed: ${status} ${code ?? ''}`.trim());
    this.name = 'CallFailure';
    this.status = status;
    this.code = code;
  }
}

/** The SWR fetcher of every `/api/wps/{call}` hook: the call's value, or a CallFailure. */
export async function wpsFetch<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new CallFailure(response.status, null);
  }
  if (!response.ok || !envelope.success)
    throw new CallFailure(response.status, envelope.success ? null : envelope.code);
  return envelope.value;
}
