import { relay } from './relay';

/**
 * Relays the sandbox provider's pages: GET the payment page, POST its Pay and Cancel forms, as
 * the signed-in member (the provider serves an order to its own member only; Pay and Cancel from
 * another site are refused). The provider answers with HTML or a redirect back, passed through.
 */
export function relayProvider(request: Request, segments: string[]): Promise<Response> {
  return relay(request, segments, {
    base: '/sandbox-pay',
    maxSegments: 2,
    maxBody: 4096,
    asMember: true,
  });
}
