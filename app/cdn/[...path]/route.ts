import { relayAsset } from '@/lib/wps/assets';

export async function GET(_request: Request, context: RouteContext<'/cdn/[...path]'>) {
  const { path } = await context.params;
  return relayAsset(path);
}
