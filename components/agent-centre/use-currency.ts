import { useBalance } from '@/lib/hooks/use-balance';

/** The member's currency (every agent-centre amount is in it). */
export function useCurrency(): string {
  return useBalance(true).data?.currency ?? 'MYR';
}
