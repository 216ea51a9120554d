'use client';

import type { ReactNode } from 'react';
import { openDialog } from '@/lib/store/ui-state';
import type { DialogRequest } from '@/lib/store/dialogs-slice';
import { useUiDispatch } from '@/lib/store/lazy-store';

/** A button that opens one of the store's dialogs; server components give it the request and text. */
export function OpenDialogButton({
  request,
  className,
  label,
  children,
}: {
  request: DialogRequest;
  className?: string;
  /** Accessible name when the visible content is not enough (an icon, a QR code). */
  label?: string;
  children: ReactNode;
}) {
  const dispatch = useUiDispatch();
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      onClick={() => dispatch(openDialog(request))}
    >
      {children}
    </button>
  );
}
