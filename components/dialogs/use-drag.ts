import { useEffect, useRef } from 'react';

/** What the handlers read of a pointer event: React's, or the DOM's for a server-painted dialog. */
type Pointer = Pick<PointerEvent, 'button' | 'target' | 'pointerId' | 'clientX' | 'clientY'> & {
  currentTarget: EventTarget | null;
};

type Drag = { x: number; y: number; fromX: number; fromY: number; startX: number; startY: number };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Handlers for a dialog's title bar that drag the dialog (the bar's parent) but never past the
 * viewport's edges. Moves with the CSS `translate` property so that the opening animation's
 * `transform` stays free. `insetTop`: a band at the top (a sticky header) the panel stays below.
 */
export function useDrag({ insetTop = 0 }: { insetTop?: number } = {}) {
  const drag = useRef<Drag>({ x: 0, y: 0, fromX: 0, fromY: 0, startX: 0, startY: 0 });
  const panel = useRef<HTMLElement | null>(null);
  const pointer = useRef<number | null>(null);

  function place(x: number, y: number) {
    const element = panel.current;
    if (!element) return;
    const d = drag.current;
    const rect = element.getBoundingClientRect();
    const left = rect.left - d.x;
    const top = rect.top - d.y;
    // A dialog larger than the viewport keeps its top-left corner (title and close) visible.
    d.x = clamp(x, -left, Math.max(-left, window.innerWidth - rect.width - left));
    d.y = clamp(
      y,
      insetTop - top,
      Math.max(insetTop - top, window.innerHeight - rect.height - top),
    );
    element.style.translate = `${d.x}px ${d.y}px`;
  }

  useEffect(() => {
    const onResize = () => place(drag.current.x, drag.current.y);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  });

  return {
    onPointerDown(event: Pointer) {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button, a, input, select'))
        return;
      const bar = event.currentTarget as HTMLElement;
      bar.setPointerCapture(event.pointerId);
      panel.current = bar.parentElement;
      pointer.current = event.pointerId;
      const d = drag.current;
      Object.assign(d, { fromX: d.x, fromY: d.y, startX: event.clientX, startY: event.clientY });
    },
    onPointerMove(event: Pointer) {
      if (pointer.current !== event.pointerId) return;
      const d = drag.current;
      place(d.fromX + event.clientX - d.startX, d.fromY + event.clientY - d.startY);
    },
    onPointerUp(event: Pointer) {
      if (pointer.current !== event.pointerId) return;
      pointer.current = null;
      (event.currentTarget as HTMLElement).releasePointerCapture(event.pointerId);
    },
  };
}
