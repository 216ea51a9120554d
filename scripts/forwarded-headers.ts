import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { visitorAddress, type TrustedProxies } from '../lib/contract/trusted-proxies';

const FROM_PROXIES_ONLY = ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port'];

const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : value;

/**
 * Where the socket is, before Next sees the request: X-Forwarded-For becomes the one address the
 * portal believes (lib/wps/proxy.ts clientIp reads it), and the other X-Forwarded-* headers are kept
 * only from a trusted proxy. Next fills in what is missing from the socket itself.
 */
export function settleForwardedHeaders(request: IncomingMessage, trusted: TrustedProxies) {
  const headers = request.headers;
  const viaProxy = trusted.has(request.socket.remoteAddress ?? '');
  const visitor = visitorAddress(
    request.socket.remoteAddress,
    single(headers['x-forwarded-for']),
    trusted,
  );
  if (visitor) headers['x-forwarded-for'] = visitor;
  else delete headers['x-forwarded-for'];
  if (viaProxy) {
    // A chain of proxies: the one next to us speaks last.
    const proto = single(headers['x-forwarded-proto'])?.split(',').pop()?.trim();
    if (proto) headers['x-forwarded-proto'] = proto === 'https' ? 'https' : 'http';
    return;
  }
  for (const name of FROM_PROXIES_ONLY) delete headers[name];
  headers['x-forwarded-proto'] = (request.socket as TLSSocket).encrypted ? 'https' : 'http';
}
