import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * While a dialog is mounted: focus moves into it and Tab cycles inside it, Escape asks it to
 * close, the page behind does not scroll. Afterwards focus returns to whatever opened it.
 */
export function useModalFocus(panel: RefObject<HTMLElement | null>, onEscape: () => void) {
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0] ?? root).focus();

    const html = document.documentElement;
    const saved = { overflow: html.style.overflow, paddingRight: html.style.paddingRight };
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = 'hidden';
    // Keeps the page from shifting sideways when its scrollbar disappears.
    if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== 'Tab' || !root) return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      const inside = root.contains(document.activeElement);
      if (!first || !last) {
        event.preventDefault();
        root.focus();
      } else if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    }
    function onFocusIn(event: FocusEvent) {
      const target = event.target as Element;
      // The bot check's challenge sits outside every dialog and must be clickable.
      if (root && !root.contains(target) && !target.closest?.('.bot-check'))
        (focusables(root)[0] ?? root).focus();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      html.style.overflow = saved.overflow;
      html.style.paddingRight = saved.paddingRight;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [panel]);
}
