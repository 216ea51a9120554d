import X from 'lucide-react/icons/x';
import type { HTMLAttributes, ReactNode, RefObject } from 'react';

type Props = {
  title: string;
  titleId: string;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  onClose?: () => void;
  panelRef?: RefObject<HTMLDivElement | null>;
  headProps?: HTMLAttributes<HTMLDivElement>;
  coverProps?: HTMLAttributes<HTMLDivElement> & {
    'data-closing'?: boolean;
    'data-entered'?: boolean;
  };
};

/**
 * A dialog's markup: what `Modal` shows with its behaviour, and what the server paints before any
 * code has loaded (the first-visit notice), so that both look the same. No hooks: it renders on
 * the server and in the browser alike.
 */
export function ModalFrame({
  title,
  titleId,
  closeLabel,
  children,
  footer,
  size = 'medium',
  onClose,
  panelRef,
  headProps,
  coverProps,
}: Props) {
  return (
    <div className="modal-cover" {...coverProps}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal modal-${size}`}
      >
        <div className="modal-head" {...headProps}>
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" onClick={onClose} aria-label={closeLabel}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-foot">{footer}</div>}
      </div>
    </div>
  );
}
