import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './icons';
import './dialog.css';

interface DialogProps {
  title: string;
  /** The close button's accessible name, in the page's language. */
  closeLabel: string;
  /** Escape, the close button and a press on the backdrop all call this. */
  onClose: () => void;
  children: ReactNode;
  /** `drawer`: a side panel on a wide screen and the whole screen on a phone. */
  variant?: 'modal' | 'drawer';
  /** Hides the close button while something must not be interrupted. */
  closable?: boolean;
  /**
   * Where focus goes on close when it is not what had focus on open: a button that disabled
   * itself while it opened the dialog has lost focus by then.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * An accessible modal dialog on the browser's own `<dialog>`: shown while mounted, the page
 * behind it inert (focus stays inside), Escape closes it, and focus goes back to what opened it.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  children,
  variant = 'modal',
  closable = true,
  returnFocusTo,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTo = returnFocusTo;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    dialog.showModal();
    return () => {
      dialog.close();
      document.body.style.overflow = overflow;
      (returnTo?.current ?? opener)?.focus();
    };
  }, [returnFocusTo]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${variant}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The parent decides: it unmounts the dialog, which closes it.
        event.preventDefault();
        if (closable) onClose();
      }}
      onClick={(event) => {
        if (closable && event.target === ref.current) onClose();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {closable && (
            <button type="button" className="icon-button" onClick={onClose}>
              <CloseIcon />
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          )}
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
