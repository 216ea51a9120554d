'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { NoticeProps } from './first-notice-loader';
import { FIRST_NOTICE_ID, markSeen, NOTICE_LOCK, unseen } from './notice-memory';
import { useDrag } from './use-drag';
import { useModalFocus } from './use-modal-focus';

/** Lets go of the page's scroll that the painted notice held (first-notice.tsx). */
function releaseScroll() {
  const html = document.documentElement;
  html.removeAttribute(NOTICE_LOCK);
  html.style.overflow = '';
  html.style.paddingRight = '';
}

/**
 * Pop-up announcements, shown once per visitor: the first page view of a session shows the ones
 * this browser has not seen. The server painted them and its script showed them
 * (first-notice.tsx); this makes that same dialog behave as every other (`Modal`): focus in it and
 * kept there, Escape, a click on the cover or a button closes it, the title bar drags it. The same
 * element all along, so nothing is painted twice and nothing moves.
 */
export default function NoticeDialog({ notices }: NoticeProps) {
  // Only ever rendered in the browser (loaded after hydration): storage and the page are there.
  const [fresh] = useState(() => unseen(notices).map((notice) => notice.id));
  const [root] = useState(() => document.getElementById(FIRST_NOTICE_ID));
  const [open, setOpen] = useState(() => root !== null && !root.hidden);
  const [held] = useState(() => document.documentElement.hasAttribute(NOTICE_LOCK));

  useEffect(() => markSeen(fresh), [fresh]);

  // After the focus hold (a child) has given back what it found, which was the painted hold (its
  // script may have let go of it already, on a button's click).
  useEffect(() => {
    if (!open && held) releaseScroll();
  }, [open, held]);

  if (!open || !root) return null;
  return <HeldNotice root={root} onClose={() => setOpen(false)} />;
}

function HeldNotice({ root, onClose }: { root: HTMLElement; onClose: () => void }) {
  const panel = useRef(root.querySelector<HTMLDivElement>('[role="dialog"]'));
  const drag = useDrag();
  const close = () => {
    document.getElementById(FIRST_NOTICE_ID)?.setAttribute('hidden', '');
    onClose();
  };
  useModalFocus(panel, close);

  const onEvent = useEffectEvent((kind: 'close' | 'down' | 'move' | 'up', event: Event) => {
    if (kind === 'close') close();
    else if (kind === 'down') drag.onPointerDown(event as PointerEvent);
    else if (kind === 'move') drag.onPointerMove(event as PointerEvent);
    else drag.onPointerUp(event as PointerEvent);
  });
  useEffect(() => {
    const cover = root.querySelector<HTMLElement>('.modal-cover');
    const bar = root.querySelector<HTMLElement>('.modal-head');
    const controller = new AbortController();
    const on = { signal: controller.signal };
    for (const button of root.querySelectorAll('button'))
      button.addEventListener('click', (e) => onEvent('close', e), on);
    // A click that starts and ends on the cover around the dialog closes it, as in Modal.
    let pressedOnCover = false;
    cover?.addEventListener('pointerdown', (e) => (pressedOnCover = e.target === cover), on);
    cover?.addEventListener(
      'click',
      (e) => pressedOnCover && e.target === cover && onEvent('close', e),
      on,
    );
    bar?.addEventListener('pointerdown', (e) => onEvent('down', e), on);
    bar?.addEventListener('pointermove', (e) => onEvent('move', e), on);
    bar?.addEventListener('pointerup', (e) => onEvent('up', e), on);
    return () => controller.abort();
  }, [root]);

  return null;
}
