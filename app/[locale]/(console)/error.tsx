'use client';

import { PageError } from '@/components/feedback/page-error';

export default function ConsoleError({ reset }: { error: Error; reset: () => void }) {
  return <PageError reset={reset} />;
}
