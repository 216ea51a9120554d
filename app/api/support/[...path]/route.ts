import { forwardSupport } from '@/lib/support/forward';

type Context = RouteContext<'/api/support/[...path]'>;

/** The support console's calls (docs/chat.md), forwarded with the staff token from its cookie. */
export async function GET(request: Request, context: Context) {
  return forwardSupport(request, (await context.params).path);
}

export async function POST(request: Request, context: Context) {
  return forwardSupport(request, (await context.params).path);
}
