'use client';

import { PageError } from '@/components/feedback/page-error';

export default function GroupError({ reset }: { error: Error; reset: () => void }) {
  return <PageError reset={reset} />;
}
