import { currentMember } from '@/lib/wps/member-session';

/** Who is logged in, for the header and the login gate: `{ member: null }` for a visitor. */
export async function GET(request: Request): Promise<Response> {
  return currentMember(request);
}
