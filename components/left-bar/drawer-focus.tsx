'use client';

import type { RefObject } from 'react';
import { useModalFocus } from '../dialogs/use-modal-focus';

/** Mounted while the drawer is open: the dialogs' focus trap, Escape and scroll lock. */
export function DrawerFocus({
  panel,
  onEscape,
}: {
  panel: RefObject<HTMLElement | null>;
  onEscape: () => void;
}) {
  useModalFocus(panel, onEscape);
  return null;
}
