import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { INTERNAL_TOKEN_HEADER, isCacheTag } from '@/lib/contract/cache-tags';
import { forgetSharedAnswers } from '@/lib/wps/shared-answers';

const NOT_FOUND = () =>
  new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Expires cache tags at once, so the next visit renders with fresh data, and drops the call
 * proxy's shared answers of those tags. Only the portal process itself calls it
 * (scripts/cache-sync.ts, when the platform reports a tag's version moved), with a token it made
 * at start and never sent anywhere else: to anyone else this route does not exist.
 */
export async function POST(request: Request) {
  const expected = process.env.PORTAL_INTERNAL_TOKEN;
  const given = request.headers.get(INTERNAL_TOKEN_HEADER);
  if (!expected || !given || !sameToken(given, expected)) return NOT_FOUND();
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ revalidated: [] }, { status: 400 });
  }
  const asked = (body as { tags?: unknown } | null)?.tags;
  const tags = Array.isArray(asked) ? asked.filter(isCacheTag) : [];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  forgetSharedAnswers(tags);
  return Response.json({ revalidated: tags }, { headers: { 'cache-control': 'no-store' } });
}

/** Asked any other way, the route is not there either. */
export const GET = NOT_FOUND;
