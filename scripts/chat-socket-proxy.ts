import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { unsealData } from 'iron-session';
import { CHAT_SOCKET_PATH, SUPPORT_SOCKET_PATH } from '../lib/contract/chat';
import { REQUEST_ID_HEADER } from '../lib/contract/request-id';
import type { PortalConfig } from '../lib/env';
import { log } from '../lib/log';
import { SUPPORT_COOKIE, unsealSupportSession } from '../lib/support-session';

/** The member session cookie (lib/session.ts, which loads only inside Next). */
const MEMBER_COOKIE = 'portal_session';
const MEMBER_TTL_SECONDS = 86_400;

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Same rule as the calls (lib/wps/proxy.ts fromOurOrigin): a socket opens only from our pages. */
export function fromOurOrigin(request: IncomingMessage, allowed: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  const proto = request.headers['x-forwarded-proto'] ?? 'http';
  return origin === `${String(proto)}://${String(host)}` || allowed.includes(origin);
}

async function tokenFor(path: string, request: IncomingMessage, secret: string) {
  const cookies = request.headers.cookie;
  if (path === SUPPORT_SOCKET_PATH)
    return (await unsealSupportSession(cookieOf(cookies, SUPPORT_COOKIE), secret))?.token ?? null;
  const sealed = cookieOf(cookies, MEMBER_COOKIE);
  if (!sealed) return null;
  try {
    const session = await unsealData<{ token?: string }>(sealed, {
      password: secret,
      ttl: MEMBER_TTL_SECONDS,
    });
    return typeof session.token === 'string' ? session.token : null;
  } catch {
    return null;
  }
}

/** Open chat sockets, so that a stopping portal can end them (a socket never goes idle). */
const open = new Set<Duplex>();

export function closeChatSockets() {
  for (const socket of open) socket.destroy();
}

function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Chat's sockets (`/ws/chat`, `/ws/support`) go to the platform with the token from the sealed
 * session cookie as a bearer header; the browser's cookies stay here. Answers false for any other
 * path (Next's own upgrades, e.g. hot reload in dev).
 */
export function proxyChatSocket(
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  config: PortalConfig,
): boolean {
  const path = (request.url ?? '').split('?')[0];
  if (path !== CHAT_SOCKET_PATH && path !== SUPPORT_SOCKET_PATH) return false;
  socket.on('error', () => socket.destroy());
  if (!fromOurOrigin(request, config.allowedOrigins)) {
    refuse(socket, 403, 'Forbidden');
    return true;
  }
  void tokenFor(path, request, config.sessionSecret).then((token) => {
    if (!token) return refuse(socket, 401, 'Unauthorized');
    const upstream = new URL(config.upstreamUrl);
    const headers: Record<string, string> = {
      connection: 'Upgrade',
      upgrade: 'websocket',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': String(request.headers['x-forwarded-for'] ?? ''),
    };
    for (const name of [
      'sec-websocket-key',
      'sec-websocket-version',
      'sec-websocket-extensions',
      REQUEST_ID_HEADER,
    ]) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const outgoing = httpRequest({
      host: upstream.hostname,
      port: upstream.port || 80,
      path,
      method: 'GET',
      headers,
      timeout: 10_000,
    });
    outgoing.on('upgrade', (response, platformSocket, platformHead) => {
      const lines = [`HTTP/1.1 101 Switching Protocols`];
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
      socket.write(lines.join('\r\n') + '\r\n\r\n');
      if (platformHead.length) socket.write(platformHead);
      if (head.length) platformSocket.write(head);
      platformSocket.on('error', () => socket.destroy());
      socket.on('close', () => platformSocket.destroy());
      platformSocket.on('close', () => socket.destroy());
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      platformSocket.pipe(socket);
      socket.pipe(platformSocket);
    });
    // The platform refused (401, 403, 429...): the browser gets the same status.
    outgoing.on('response', (response) => {
      refuse(socket, response.statusCode ?? 502, response.statusMessage ?? 'Refused');
      response.resume();
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error) => {
      log.warn({ err: error.message, path }, 'chat socket: platform unreachable');
      refuse(socket, 502, 'Bad Gateway');
    });
    outgoing.end();
  });
  return true;
}
