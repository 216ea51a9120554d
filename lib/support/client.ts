import type { Envelope } from '../contract/envelope';

/** A refused console call: the platform's code and the portal's translated text, if any. */
export class SupportCallError extends Error {
  readonly status: number;
  readonly code: string;
  readonly text: string;
  constructor(status: number, code: string, text = '') {
    super(`support call failed: ${status} ${code}`);
    this.name = 'SupportCallError';
    this.status = status;
    this.code = code;
    this.text = text;
  }
}

type Answer<T> = Envelope<T> & { text?: string };

async function valueOf<T>(response: Response): Promise<T> {
  let envelope: Answer<T>;
  try {
    envelope = (await response.json()) as Answer<T>;
  } catch {
    throw new SupportCallError(response.status, 'NETWORK');
  }
  if (response.ok && envelope.success) return envelope.value;
  throw new SupportCallError(
    response.status,
    envelope.success ? 'INTERNAL' : envelope.code,
    envelope.success ? '' : (envelope.text ?? ''),
  );
}

/** The page's language, for the portal to translate refusals in. */
const language = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang);

/** The SWR fetcher of the console's reads (`/api/support/...`). */
export async function supportFetch<T>(url: string): Promise<T> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'accept-language': language() },
    cache: 'no-store',
  });
  return valueOf<T>(response);
}

/** A console write: a JSON object, or a form (an image) as multipart. */
export async function supportPost<T>(path: string, body: object | FormData): Promise<T> {
  const form = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api/support/${path}`, {
      method: 'POST',
      headers: form
        ? { accept: 'application/json', 'accept-language': language() }
        : {
            accept: 'application/json',
            'accept-language': language(),
            'content-type': 'application/json',
          },
      body: form ? body : JSON.stringify(body),
    });
  } catch {
    throw new SupportCallError(0, 'NETWORK');
  }
  return valueOf<T>(response);
}

/** A client id for one send (CHAT_LIMITS.clientId): a retry of the same send lands once. */
export const newClientId = () => `s${crypto.randomUUID().replace(/-/g, '')}`;
