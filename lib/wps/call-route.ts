import type { CallName } from '../contract/calls';
import { forwardCall } from './proxy';

/** The handler of one call's own route (scripts/call-routes.ts writes one route per call). */
export function callRoute(name: CallName): (request: Request) => Promise<Response> {
  const segments = [name];
  return (request) => forwardCall(request, segments);
}
