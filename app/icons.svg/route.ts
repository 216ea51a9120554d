import { SPRITE } from '@/components/ui/icon-sprite';

/** The icon sprite; its address carries a content hash, so it may be cached for good. */
export function GET() {
  return new Response(SPRITE, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
