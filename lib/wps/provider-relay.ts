import { relay } from './relay';

/**
 * Relays the sandbox provider's pages: GET the payment page, POST its Pay and Cancel forms. The
 * provider answers with HTML or a redirect back to the portal, passed through unchanged.
 */
export function relayProvider(request: Request, segments: string[]): Promise<Response> {
  return relay(request, segments, { base: '/sandbox-pay', maxSegments: 2, maxBody: 4096 });
}
