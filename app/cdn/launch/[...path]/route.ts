import { relay } from '@/lib/wps/relay';

type Context = RouteContext<'/cdn/launch/[...path]'>;

/**
 * The game servers the platform hosts (the in-house games): their pages, scripts and calls,
 * relayed under the portal's origin so that the game frame is same-origin.
 */
async function handle(request: Request, context: Context) {
  const { path } = await context.params;
  return relay(request, path, {
    base: '/cdn/launch',
    maxSegments: 4,
    maxBody: 2048,
    forward: ['x-game-session'],
  });
}

export { handle as GET, handle as POST };
