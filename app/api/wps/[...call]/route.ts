import { forwardCall } from '@/lib/wps/proxy';

/** Each call has a route of its own (scripts/call-routes.ts): this one answers the other paths. */
type Context = RouteContext<'/api/wps/[...call]'>;

async function handle(request: Request, context: Context): Promise<Response> {
  const { call } = await context.params;
  return forwardCall(request, call);
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
