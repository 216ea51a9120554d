import { randomBytes } from 'node:crypto';

/** The header that carries one request's id from the portal to the platform and back. */
export const REQUEST_ID_HEADER = 'x-request-id';

const WELL_FORMED = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * An incoming id when it is well formed (a proxy's or the portal's), else a new one: short enough
 * for a member to read out to support, long enough never to repeat in the logs.
 */
export function requestIdFrom(incoming: string | string[] | null | undefined): string {
  const given = Array.isArray(incoming) ? incoming[0] : incoming;
  return given && WELL_FORMED.test(given) ? given : randomBytes(8).toString('hex');
}
