import { forwardUpload } from '@/lib/wps/uploads';

/** Deposit receipts and withdrawal proofs (multipart), forwarded with the member's token. */
export async function POST(request: Request, context: RouteContext<'/api/upload/[kind]'>) {
  const { kind } = await context.params;
  return forwardUpload(request, kind);
}
