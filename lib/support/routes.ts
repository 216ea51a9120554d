import { UPLOAD_LIMITS } from '../contract/wallet';

/** How a console call's body travels: none (GET), a small JSON object, or one image as multipart. */
export type SupportBody = 'none' | 'json' | 'multipart';

export type SupportRoute = {
  method: 'GET' | 'POST';
  /** The platform path, without the query. */
  path: string;
  body: SupportBody;
  /** Query parameters passed on; any others are dropped. */
  query: readonly string[];
  /** The answer is the image's bytes, not an envelope. */
  binary?: boolean;
  /** What the call does to the `support_session` cookie. */
  session?: 'login' | 'logout';
};

/** A JSON body of a console call; the longest is a 1,000-character message or a 500-character note. */
export const SUPPORT_JSON_LIMIT = 16 * 1024;
/** One image at the receipt limit plus the form's own bytes. */
export const SUPPORT_UPLOAD_LIMIT = UPLOAD_LIMITS.maxBytes + 64 * 1024;

const ID = /^[1-9]\d{0,15}$/;

const route = (
  method: SupportRoute['method'],
  path: string,
  more: Partial<Omit<SupportRoute, 'method' | 'path'>> = {},
): SupportRoute => ({
  method,
  path,
  body: method === 'GET' ? 'none' : 'json',
  query: [],
  ...more,
});

/** The conversation calls of docs/chat.md, by their last segment. */
const CONVERSATION_CALLS: Record<string, (id: string) => SupportRoute> = {
  messages: (id) => route('GET', `/support/conversations/${id}/messages`, { query: ['before'] }),
  send: (id) => route('POST', `/support/conversations/${id}/send`),
  image: (id) => route('POST', `/support/conversations/${id}/image`, { body: 'multipart' }),
  read: (id) => route('POST', `/support/conversations/${id}/read`),
  assign: (id) => route('POST', `/support/conversations/${id}/assign`),
  close: (id) => route('POST', `/support/conversations/${id}/close`),
  context: (id) => route('GET', `/support/conversations/${id}/context`),
};

/**
 * The platform route a portal path (`/api/support/<segments>`) stands for; null for anything the
 * table in docs/chat.md does not name. The method is checked by the caller.
 */
export function supportRoute(segments: readonly string[]): SupportRoute | null {
  const [first, second, third, ...rest] = segments;
  if (rest.length > 0) return null;
  if (second === undefined) {
    switch (first) {
      case 'login':
        return route('POST', '/support/login', { session: 'login' });
      case 'logout':
        return route('POST', '/support/logout', { session: 'logout' });
      case 'me':
        return route('GET', '/support/me');
      case 'conversations':
        return route('GET', '/support/conversations', { query: ['queue', 'status'] });
      case 'canned':
        return route('GET', '/support/canned', { query: ['language'] });
      case 'staff':
        return route('GET', '/support/staff');
      default:
        return null;
    }
  }
  if (first === 'image' && third === undefined && ID.test(second))
    return route('GET', `/support/image/${second}`, { binary: true });
  if (first === 'conversations' && third !== undefined && ID.test(second))
    return Object.hasOwn(CONVERSATION_CALLS, third) ? CONVERSATION_CALLS[third]!(second) : null;
  return null;
}

/** The platform URL's path and query: only the route's own parameters, each once and short. */
export function upstreamTarget(found: SupportRoute, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of found.query) {
    const value = search.get(name);
    if (value !== null && value.length <= 64) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${found.path}?${query}` : found.path;
}
