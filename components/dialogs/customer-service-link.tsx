'use client';

import type { ReactNode } from 'react';
import { openDialog, type GenericDialogProps } from '@/lib/store/dialogs-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { customerServiceLink } from './customer-service-action';
import type { CustomerServiceTarget } from './customer-service-url';

/** Spec section 2: customer service opens in a small popup window. */
const POPUP = 'popup,width=440,height=500';
const POPUP_NAME = 'customer-service';

export function CustomerServiceLink({
  entry,
  unavailable,
  className,
  children,
}: {
  entry: CustomerServiceTarget;
  /** Shown when the entry's link cannot be worked out. */
  unavailable: GenericDialogProps;
  className?: string;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();

  async function open() {
    if (entry.href) {
      window.open(entry.href, POPUP_NAME, `${POPUP},noopener,noreferrer`);
      return;
    }
    // Opened inside the click (popup blockers allow that), pointed at the link once it is known.
    const popup = window.open('', POPUP_NAME, POPUP);
    const url = await customerServiceLink(entry.title).catch(() => null);
    if (url && popup) {
      popup.opener = null;
      popup.location.replace(url);
      return;
    }
    popup?.close();
    if (!url) dispatch(openDialog({ kind: 'generic', props: unavailable }));
  }

  return (
    <button type="button" className={className} onClick={open}>
      {children}
    </button>
  );
}
