import { relayProvider } from '@/lib/wps/provider-relay';

type Context = RouteContext<'/sandbox-pay/[...path]'>;

/** The sandbox payment provider's hosted page, relayed from the platform (its host is private). */
async function handle(request: Request, context: Context) {
  const { path } = await context.params;
  return relayProvider(request, path);
}

export { handle as GET, handle as POST };
