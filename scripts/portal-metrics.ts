import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { isCallName } from '../lib/contract/calls';

/** The portal's Prometheus metrics: requests per route group, and the process's own figures. */
export const portalMetrics = new Registry();
collectDefaultMetrics({ register: portalMetrics, prefix: 'portal_' });

const requests = new Counter({
  name: 'portal_http_requests_total',
  help: 'Requests answered, by route group and status class',
  labelNames: ['group', 'status'] as const,
  registers: [portalMetrics],
});

const seconds = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time to answer a request, by route group and status class',
  labelNames: ['group', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [portalMetrics],
});

/** A bounded label for a path: the call for `/api/wps/{call}`, else the kind of thing served. */
export function routeGroup(pathname: string): string {
  if (pathname.startsWith('/_next/static/')) return 'static';
  if (pathname.startsWith('/_next/image')) return 'image';
  if (pathname.startsWith('/_next/')) return 'next';
  if (pathname.startsWith('/api/wps/')) {
    const call = pathname.slice('/api/wps/'.length);
    return isCallName(call) ? `wps:${call}` : 'wps:unknown';
  }
  if (pathname.startsWith('/api/')) return 'api';
  if (/\.[a-z0-9]{1,8}$/i.test(pathname)) return 'asset';
  return 'page';
}

/** Times one request from here until its last byte is handed to the socket. */
export function observeRequest(pathname: string, response: ServerResponse): void {
  const stop = seconds.startTimer({ group: routeGroup(pathname) });
  response.once('finish', () => {
    const status = `${Math.floor(response.statusCode / 100)}xx`;
    requests.inc({ group: routeGroup(pathname), status });
    stop({ status });
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The scraper's bearer token matches METRICS_TOKEN (unset: nobody may read the metrics). */
export function mayReadMetrics(authorization: string | undefined, token: string | null): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice(7).trim()), digest(token));
}

/**
 * `/metrics` for the scraper holding METRICS_TOKEN; 404 for everyone else, as if there were none
 * (the figures say too much about the brand's traffic to be public).
 */
export async function serveMetrics(
  request: IncomingMessage,
  response: ServerResponse,
  token: string | null,
): Promise<void> {
  if (request.method !== 'GET' || !mayReadMetrics(request.headers.authorization, token)) {
    response.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    response.end('Not Found');
    return;
  }
  const text = await portalMetrics.metrics();
  response.writeHead(200, {
    'content-type': portalMetrics.contentType,
    'cache-control': 'no-store',
  });
  response.end(text);
}
