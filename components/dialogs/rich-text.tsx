'use client';

import { useMemo } from 'react';
import { sanitizeContent } from '@/lib/contract/html';

/** Operator HTML, sanitized in the browser (loaded with the dialogs that need it, not with pages). */
export default function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeContent(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
