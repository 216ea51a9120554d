'use client';

import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalFrame } from './modal-frame';
import { useDrag } from './use-drag';
import { useModalFocus } from './use-modal-focus';

export type ModalProps = {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** false: a click on the cover around the dialog does not close it. */
  cover?: boolean;
  /** Closes by itself after this many milliseconds. */
  timeoutMs?: number;
  size?: 'small' | 'medium' | 'large';
};

/** Matches the exit animation in globals.css. */
const EXIT_MS = 150;

/** The one dialog frame: heading title, close button, draggable title bar, focus and scroll kept in. */
export function Modal({
  title,
  closeLabel,
  onClose,
  children,
  footer,
  cover = true,
  timeoutMs,
  size = 'medium',
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const pressedOnCover = useRef(false);
  const [closing, setClosing] = useState(false);
  const close = useEffectEvent(onClose);
  const drag = useDrag();

  function requestClose() {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) onClose();
    else setClosing(true);
  }
  const requestCloseLater = useEffectEvent(requestClose);
  useModalFocus(panel, requestClose);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => close(), EXIT_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  useEffect(() => {
    if (!timeoutMs) return;
    const timer = setTimeout(() => requestCloseLater(), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  return createPortal(
    <ModalFrame
      title={title}
      titleId={titleId}
      closeLabel={closeLabel}
      footer={footer}
      size={size}
      panelRef={panel}
      headProps={drag}
      onClose={requestClose}
      coverProps={{
        'data-closing': closing || undefined,
        onPointerDown: (event) => {
          pressedOnCover.current = event.target === event.currentTarget;
        },
        onClick: (event) => {
          if (cover && pressedOnCover.current && event.target === event.currentTarget)
            requestClose();
        },
      }}
    >
      {children}
    </ModalFrame>,
    document.body,
  );
}
