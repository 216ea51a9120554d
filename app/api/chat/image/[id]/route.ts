import { forwardChatImage } from '@/lib/wps/chat-image';

/** An image sent in the member's chat, for that member only (the platform checks). */
export async function GET(request: Request, context: RouteContext<'/api/chat/image/[id]'>) {
  const { id } = await context.params;
  return forwardChatImage(request, id);
}
