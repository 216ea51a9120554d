'use client';

import type { ComponentProps } from 'react';
import { useMember } from '@/lib/hooks/use-member';
import { CustomerServiceLink } from './customer-service-link';
import { servesRank } from './customer-service-url';

/** One channel of a customer-service list, left out where it is not the member's (the VIP one). */
export function CustomerServiceItem(props: ComponentProps<typeof CustomerServiceLink>) {
  const { member } = useMember();
  const rank = member ? (member.clubLabel?.rankLevel ?? 0) : null;
  if (!servesRank(props.entry.csType, rank)) return null;
  return (
    <li>
      <CustomerServiceLink {...props} />
    </li>
  );
}
