import type { MemberInfo } from '../contract/member';
import { openSession } from '../session';
import { callUpstream } from './client';
import { WpsError } from './errors';

export type SessionAnswer = { member: MemberInfo | null };

/**
 * The member behind a request's session, asked of the platform each time (a revoked token ends the
 * session here too). A visitor gets `{ member: null }` with status 200: no error in the console.
 */
export async function currentMember(request: Request): Promise<Response> {
  const sessionResponse = new Response();
  const session = await openSession(request, sessionResponse);
  let member: MemberInfo | null = null;
  let status = 200;
  if (session.token) {
    try {
      const { envelope, status: upstream } = await callUpstream(
        'loginInfo',
        {},
        { token: session.token },
      );
      if (envelope.success) member = envelope.value;
      else if (upstream === 401) session.destroy();
      else status = upstream;
    } catch (error) {
      status = error instanceof WpsError ? error.status : 502;
    }
  }
  const response = Response.json({ member } satisfies SessionAnswer, {
    status,
    headers: { 'cache-control': 'no-store' },
  });
  const cookie = sessionResponse.headers.get('set-cookie');
  if (cookie) response.headers.set('set-cookie', cookie);
  return response;
}
