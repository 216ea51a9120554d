import { lotteryStream } from '@/lib/lottery/stream-response';

export function GET(request: Request): Promise<Response> {
  return lotteryStream(request);
}
