import { forwardCall } from '@/lib/wps/proxy';

type Context = RouteContext<'/api/wps/[...call]'>;

async function handle(request: Request, context: Context): Promise<Response> {
  const { call } = await context.params;
  return forwardCall(request, call);
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
